#!/usr/bin/env node
// bench/engine/load.py inside Pyodide under Node: the work tree's tigris/ and bench/ are
// copied into Pyodide's file system and load.py runs there unchanged.
//
//   node bench/engine/load_pyodide.mjs .        (from the repository, after `npm ci`)
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
const repo = process.argv[2];
const { loadPyodide } = await import(pathToFileURL(path.join(repo, "node_modules/pyodide/pyodide.mjs")).href);
const py = await loadPyodide({ indexURL: path.join(repo, "node_modules/pyodide") + "/" });
function copy(dir, to) {
  py.FS.mkdirTree(to);
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) { if (name !== "__pycache__") copy(p, to + "/" + name); }
    else if (name.endsWith(".py")) py.FS.writeFile(to + "/" + name, readFileSync(p));
  }
}
copy(path.join(repo, "tigris"), "/work/tigris");
copy(path.join(repo, "bench", "engine"), "/work/bench/engine");
py.runPython(`
import sys; sys.argv=['load.py']; sys.path.insert(0,'/work')
exec(compile(open('/work/bench/engine/load.py').read(), '/work/bench/engine/load.py', 'exec'), {'__name__': '__main__', '__file__': '/work/bench/engine/load.py'})
`);
