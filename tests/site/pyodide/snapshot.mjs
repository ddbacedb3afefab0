// Pyodide's memory snapshot round trip, as the page does it (web/start.mjs, web/snapshot.mjs):
// make one after importing modules, pack it sparse (web/snapshot-format.mjs), start from the packed bytes.
// Prints one JSON line. Usage: node snapshot.mjs <pyodide dir> <web dir>
const [pyodideDir, webDir] = process.argv.slice(2);
const { loadPyodide, version } = await import(pyodideDir + "/pyodide.mjs");
const { pack, sparseStart } = await import(webDir + "/snapshot-format.mjs");
const factory = (await import(pyodideDir + "/pyodide.asm.mjs")).default;

const maker = await loadPyodide({ indexURL: pyodideDir + "/", _makeSnapshot: true });
maker.runPython("import json, random, textwrap\nMARK = 'made before the snapshot'");
const raw = maker.makeMemorySnapshot();
const packed = pack(raw);

// Pyodide's memory, as the stored pages leave it before Pyodide goes on: the snapshot's image, byte for byte,
// even where the instantiation had written something (here: a byte in every 1000, to be cleared or overwritten).
const heapAt = new Uint32Array(raw.buffer, raw.byteOffset, 2)[1];
const dirty = async (settings) => {
  const module = await factory(settings);
  for (let i = 0; i < raw.length - heapAt; i += 1000) module.HEAP8[i] = 7;
  return module;
};
const start = sparseStart(packed, dirty);
let same = null;
const watched = async (settings) => {
  const module = await start.createPyodideModule(settings);
  const image = raw.subarray(heapAt);
  const heap = new Uint8Array(module.HEAP8.buffer, 0, image.length);
  same = heap.every((b, i) => b === image[i]);
  return module;
};
const py = await loadPyodide({ indexURL: pyodideDir + "/", _loadSnapshot: start._loadSnapshot, createPyodideModule: watched });
const mark = py.runPython("MARK");
const modules = py.runPython("import sys; ','.join(m for m in ('json', 'random', 'textwrap') if m in sys.modules)");
py.runPython("import random; random.seed()");
const draws = py.runPython("import random; str(random.random())");
const works = py.runPython("import textwrap, json; json.dumps(textwrap.wrap('a b c ' * 40, 9)[:2])");

// Something else packed the same way: refused by the format or by Pyodide, never started.
let refused = null;
const junk = new Uint8Array(raw.length);
for (let i = 0; i < junk.length; i += 97) junk[i] = (i * 31) & 255;
const other = sparseStart(pack(junk), factory);
if (!other) refused = "not a snapshot";
else {
  try {
    await loadPyodide({ indexURL: pyodideDir + "/", ...other });
  } catch (e) {
    refused = String(e.message || e);
  }
}
console.log(JSON.stringify({ version, raw: raw.length, packed: packed.length, same, mark, modules, draws, works,
                             refused, garbage: sparseStart(new Uint8Array([1, 2, 3, 4]), factory) }));
