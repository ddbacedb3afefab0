// The page's own unpacking of stored archives (web/start.mjs unpackStored) against Pyodide's unpackArchive:
// the same files, byte for byte, for the built wheel and the game's archive; a deflated archive is left to
// Pyodide. Prints one JSON line. Usage: node unpack.mjs <dist dir>
import { readFileSync } from "node:fs";
const [dist] = process.argv.slice(2);
const { loadPyodide } = await import(dist + "/pyodide/pyodide.mjs");
const { unpackStored } = await import(dist + "/web/start.mjs");
const py = await loadPyodide({ indexURL: dist + "/pyodide/" });
const wheel = new Uint8Array(readFileSync(dist + "/wheels/" + process.argv[3]));
const game = new Uint8Array(readFileSync(dist + "/web/game.zip"));
const result = {};
for (const [name, bytes] of [["wheel", wheel], ["game", game]]) {
  result[name + "_ours"] = unpackStored(py.FS, bytes, "ours/" + name);
  py.unpackArchive(bytes, "zip", { extractDir: "usual/" + name });
}
result.same = py.runPython(`
import filecmp, os
def tree(root):
    return sorted(os.path.relpath(os.path.join(d, f), root) for d, _, fs in os.walk(root) for f in fs)
ok = True
for name in ("wheel", "game"):
    a, b = tree("ours/" + name), tree("usual/" + name)
    ok = ok and a == b and len(a) > 30 and all(filecmp.cmp("ours/%s/%s" % (name, f), "usual/%s/%s" % (name, f), shallow=False) for f in a)
ok`);
result.imports = py.runPython("import sys; sys.path.insert(0, 'ours/wheel'); import tigris; tigris.Game.new(['archer', 'bull'], seed=1).to_move");
py.runPython("import zipfile; z = zipfile.ZipFile('deflated.zip', 'w', zipfile.ZIP_DEFLATED); z.writestr('a.txt', 'x' * 100); z.close()");
result.deflated = unpackStored(py.FS, py.FS.readFile("deflated.zip"), "d");
result.escape = unpackStored(py.FS, (() => {
  py.runPython("import zipfile; z = zipfile.ZipFile('escape.zip', 'w'); z.writestr('../evil.txt', 'x'); z.close()");
  return py.FS.readFile("escape.zip");
})(), "e");
result.garbage = unpackStored(py.FS, new Uint8Array([1, 2, 3]), "g");
console.log(JSON.stringify(result));
