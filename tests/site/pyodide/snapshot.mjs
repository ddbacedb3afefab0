// Pyodide's memory snapshot round trip, as the page does it (web/start.mjs, web/snapshot.mjs):
// make one after importing modules, pack and unpack it (web/snapshot-format.mjs), start from it.
// Prints one JSON line. Usage: node snapshot.mjs <pyodide dir> <web dir>
const [pyodideDir, webDir] = process.argv.slice(2);
const { loadPyodide, version } = await import(pyodideDir + "/pyodide.mjs");
const { pack, unpack } = await import(webDir + "/snapshot-format.mjs");

const maker = await loadPyodide({ indexURL: pyodideDir + "/", _makeSnapshot: true });
maker.runPython("import json, random, textwrap\nMARK = 'made before the snapshot'");
const raw = maker.makeMemorySnapshot();
const packed = pack(raw);
const restored = unpack(packed);
const same = restored.length === raw.length && restored.every((b, i) => b === raw[i]);

const py = await loadPyodide({ indexURL: pyodideDir + "/", _loadSnapshot: restored });
const mark = py.runPython("MARK");
const modules = py.runPython("import sys; ','.join(m for m in ('json', 'random', 'textwrap') if m in sys.modules)");
py.runPython("import random; random.seed()");
const draws = py.runPython("import random; str(random.random())");

let refused = null;
try {
  const junk = new Uint8Array(raw.length);
  await loadPyodide({ indexURL: pyodideDir + "/", _loadSnapshot: junk });
} catch (e) {
  refused = String(e.message || e);
}
console.log(JSON.stringify({ version, raw: raw.length, packed: packed.length, same, mark, modules, draws,
                             refused, garbage: unpack(new Uint8Array([1, 2, 3, 4])) }));
