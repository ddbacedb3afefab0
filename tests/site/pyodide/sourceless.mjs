// The game page's archive as the computer's worker unpacks it (web/worker.mjs: Pyodide's own unpackArchive, the
// wheel then the archive, into the home folder): the page's modules import from their bytecode alone, and a
// traceback through them still names the file, the line and the function. Prints one JSON line.
// Usage: node sourceless.mjs <dist dir> <wheel file name>
import { readFileSync } from "node:fs";
const [dist, wheel] = process.argv.slice(2);
const { loadPyodide } = await import(dist + "/pyodide/pyodide.mjs");
const py = await loadPyodide({ indexURL: dist + "/pyodide/" });
py.unpackArchive(new Uint8Array(readFileSync(dist + "/wheels/" + wheel)), "wheel", { extractDir: "." });
py.unpackArchive(new Uint8Array(readFileSync(dist + "/web/game.zip")), "zip", { extractDir: "." });
console.log(py.runPython(`
import importlib.machinery, json, os, traceback
import web.game.worker_jobs as jobs
import tigris
try:
    jobs.start("not JSON")
    trace = ""
except jobs.RequestError:
    trace = traceback.format_exc()
json.dumps({
    "file": os.path.relpath(jobs.__file__),
    "sourceless": isinstance(jobs.__spec__.loader, importlib.machinery.SourcelessFileLoader),
    "sources": sorted(os.path.join(d, f) for d, _, fs in os.walk("web") for f in fs if f.endswith(".py")),
    "trace": trace,
    "engine": tigris.Game.new(["archer", "bull"], seed=1).to_move,
})
`));
