#!/usr/bin/env node
// Play complete random games of the tigris engine inside Pyodide under Node.
//
//   node tests/site/pyodide/run_game.mjs WHEEL [--games N] [--seed S] [--seeds 1,2,3]
//                                   [--players archer,bull] [--max-decisions M]
//
// Pyodide comes from node_modules/pyodide (run `npm ci` first). The wheel is
// unpacked straight into site-packages with unpackArchive: no micropip, no
// loadPackage, and any attempt to reach the network makes the run fail.
// Game g uses seed S+g (or the g-th of --seeds): random.Random(seed) both for
// Game.new(seed=seed) and for picking uniformly among legal_actions().
// Prints one JSON line on stdout; diagnostics go to stderr; exit 1 on failure.

import { readFileSync, existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, "..", "..", "..");
const pyodideDir = path.join(repo, "node_modules", "pyodide");

function fail(message) {
  process.stderr.write(`run_game: ${message}\n`);
  process.exit(1);
}

function parseArgs(argv) {
  const opts = { wheel: null, games: 1, seed: 1, seeds: null, players: ["archer", "bull"], maxDecisions: 100000 };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => {
      if (i + 1 >= argv.length) fail(`${a} needs a value`);
      return argv[++i];
    };
    const int = (s) => {
      if (!/^-?\d+$/.test(s)) fail(`${a}: not an integer: ${s}`);
      return Number.parseInt(s, 10);
    };
    if (a === "--games") opts.games = int(value());
    else if (a === "--seed") opts.seed = int(value());
    else if (a === "--seeds") opts.seeds = value().split(",").map(int);
    else if (a === "--players") opts.players = value().split(",").map((s) => s.trim()).filter(Boolean);
    else if (a === "--max-decisions") opts.maxDecisions = int(value());
    else if (a === "-h" || a === "--help") {
      process.stdout.write("usage: node run_game.mjs WHEEL [--games N] [--seed S] [--seeds a,b,c] [--players p1,p2] [--max-decisions M]\n");
      process.exit(0);
    } else if (a.startsWith("--")) fail(`unknown option ${a}`);
    else if (opts.wheel === null) opts.wheel = a;
    else fail(`unexpected argument ${a}`);
  }
  if (opts.wheel === null) fail("missing the path of the tigris wheel");
  if (opts.seeds === null) opts.seeds = Array.from({ length: opts.games }, (_, g) => opts.seed + g);
  opts.games = opts.seeds.length;
  if (opts.games < 1) fail("need at least one game");
  return opts;
}

// Nothing here may go to the network. Pyodide under Node reads local files
// through node:fs, and falls back to a CDN (via fetch) for anything missing:
// turn that fallback into a hard error instead of a silent download.
const blockedRequests = [];
globalThis.fetch = async (resource, init) => {
  const url = typeof resource === "string" ? resource : resource?.url ?? String(resource);
  blockedRequests.push(url);
  throw new Error(`run_game: network access blocked (${url})`);
};

const opts = parseArgs(process.argv.slice(2));
if (!existsSync(path.join(pyodideDir, "pyodide.mjs"))) {
  fail(`Pyodide is not installed: ${pyodideDir}/pyodide.mjs is missing (run \`npm ci\` in ${repo})`);
}
if (!existsSync(opts.wheel)) fail(`no such wheel: ${opts.wheel}`);

const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);

const t0 = performance.now();
const pyodide = await loadPyodide({
  indexURL: pyodideDir + path.sep,
  packageCacheDir: pyodideDir + path.sep,
  stdout: (line) => process.stderr.write(`[py] ${line}\n`),
  stderr: (line) => process.stderr.write(`[py:err] ${line}\n`),
});
const t1 = performance.now();

const sitePackages = pyodide.runPython("import site; site.getsitepackages()[0]");
pyodide.unpackArchive(new Uint8Array(readFileSync(opts.wheel)), "wheel", { extractDir: sitePackages });
pyodide.runPython("import importlib; importlib.invalidate_caches()");
const t2 = performance.now();

pyodide.globals.set("OPTIONS_JSON", JSON.stringify({
  seeds: opts.seeds,
  players: opts.players,
  max_decisions: opts.maxDecisions,
}));

let resultJson;
try {
  resultJson = pyodide.runPython(String.raw`
import json, random, sys, time

import tigris

_opts = json.loads(OPTIONS_JSON)


def _play(seed, players, max_decisions):
    rng = random.Random(seed)
    g = tigris.Game.new(players, seed=seed)
    decisions = 0
    while not g.is_over:
        acts = g.legal_actions()
        if not acts:
            raise RuntimeError(f"seed {seed}: no legal action after {decisions} decisions but the game is not over")
        g.apply(rng.choice(acts))
        decisions += 1
        if decisions > max_decisions:
            raise RuntimeError(f"seed {seed}: still not over after {max_decisions} decisions")
    return decisions


_start = time.perf_counter()
_per_game = [_play(s, _opts["players"], _opts["max_decisions"]) for s in _opts["seeds"]]
_seconds = time.perf_counter() - _start

try:
    from importlib.metadata import version as _version
    _tigris_version = _version("tigris")
except Exception:
    _tigris_version = getattr(tigris, "__version__", None)

json.dumps({
    "python": sys.version.split()[0],
    "platform": sys.platform,
    "tigris_version": _tigris_version,
    "tigris_file": tigris.__file__,
    "players": _opts["players"],
    "seeds": _opts["seeds"],
    "games": len(_per_game),
    "completed": len(_per_game),
    "decisions": sum(_per_game),
    "decisions_per_game": _per_game,
    "seconds": _seconds,
    "games_per_second": len(_per_game) / _seconds if _seconds > 0 else None,
    "decisions_per_second": sum(_per_game) / _seconds if _seconds > 0 else None,
})
`);
} catch (err) {
  fail(`the Python side failed:\n${err && err.message ? err.message : err}`);
}

const result = JSON.parse(resultJson);
result.pyodide_version = pyodide.version;
result.load_seconds = (t1 - t0) / 1000;
result.unpack_seconds = (t2 - t1) / 1000;
result.blocked_requests = blockedRequests;
if (blockedRequests.length > 0) {
  process.stdout.write(JSON.stringify(result) + "\n");
  fail(`Pyodide tried to reach the network: ${blockedRequests.join(", ")}`);
}
process.stdout.write(JSON.stringify(result) + "\n");
