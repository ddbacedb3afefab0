// Tigris's interpreter for PyScript (the configs' "interpreter"): Pyodide, started from a memory snapshot
// when this very build has made one in this browser, else started as usual.
//
// The snapshot is Pyodide's private API (`_loadSnapshot`, `makeMemorySnapshot` with `_makeSnapshot`),
// so it is used only with the Pyodide version it was written for (PINNED); anything else, a missing,
// stale or refused snapshot included, starts Pyodide the normal way. After a normal start, once the page
// is playable, the browser idle and the service worker active, a worker (web/snapshot.mjs) starts a
// second Pyodide, imports the engine and the pages' modules, and stores its memory in the build's cache
// (the service worker's, deleted with it when a new build is installed). docs/startup.md says what it gains.
import { loadPyodide as pyodideLoad, version } from "../pyodide/pyodide.mjs";
import { SNAPSHOT_URL, sparseStart } from "./snapshot-format.mjs";

export { version };

const PINNED = "314.0.7"; // the Pyodide whose snapshot format this was written and tested against
const BUILD = "__CACHE__"; // the build's cache name, written by build.py
const SPEC = __SNAPSHOT__; // what the snapshot holds: {files: [...], modules: [...]}, written by build.py
const INDEX_URL = new URL("../pyodide/", import.meta.url).href;

function say(how) {
  performance.mark("tigris-start-" + how);
  if (typeof document !== "undefined") document.documentElement.dataset.tigrisStart = how;
}

// A start from the snapshot that never ended cleanly (the tab crashed while it was in view) is not tried again
// with this build: every later start is a normal one. The mark is set while a page started from the snapshot
// is in view, and taken away when it is hidden or left (a tab the system closes in the background is hidden
// first). Two windows in view at once may read each other's mark as a crash: that costs only speed.
const RUNNING = "tigris.snapshot-running"; // this build's name while a page started from the snapshot is in view
const OFF = "tigris.snapshot-off"; // this build's name once a start from its snapshot crashed

function stored(key) {
  try { return localStorage.getItem(key); } catch (e) { return null; }
}

function store(key, value) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch (e) { /* storage refused or full: the guard is only an optimisation's safety net */ }
}

function snapshotAllowed() {
  if (typeof localStorage === "undefined") return true; // a worker: no page to crash
  if (stored(RUNNING) === BUILD) { // the last start from this build's snapshot did not end cleanly
    store(RUNNING, null);
    store(OFF, BUILD);
    console.warn("Tigris: the last start from the snapshot did not end cleanly: normal starts from now on");
  }
  return stored(OFF) !== BUILD;
}

function markRunning() {
  if (typeof document === "undefined") return;
  const mark = () => store(RUNNING, document.visibilityState === "hidden" ? null : BUILD);
  mark();
  document.addEventListener("visibilitychange", mark);
  addEventListener("pagehide", () => store(RUNNING, null));
  addEventListener("pageshow", mark);
}

// Whether this build's snapshot is there, asked as soon as PyScript imports this module (while it still
// sets up): a response, whose body (~15 MB) is then read while Pyodide loads its WebAssembly.
async function findSnapshot() {
  if (version !== PINNED || typeof caches === "undefined") return null;
  if (!snapshotAllowed()) {
    await forgetSnapshot();
    return null;
  }
  try {
    return (await caches.match(SNAPSHOT_URL, { cacheName: BUILD })) || null;
  } catch (e) {
    console.warn("Tigris: snapshot unreadable, normal start", e);
    return null;
  }
}

// The stored bytes and Pyodide's module script, read together; then the options that make Pyodide start from
// them (snapshot-format.mjs: the stored pages go straight into its memory, no dense copy is made).
async function readSnapshot(response) {
  const [bytes, module] = await Promise.all([response.arrayBuffer(), import(INDEX_URL + "pyodide.asm.mjs")]);
  performance.mark("tigris-snapshot-read");
  const start = sparseStart(new Uint8Array(bytes), module.default);
  if (!start) throw new Error("not a snapshot");
  return start;
}

// From a snapshot Pyodide needs nothing of PyScript's: it starts as soon as this module is imported, which
// the pages do early (build.py puts an async module script in their <head>), while PyScript still waits
// for the document to be parsed. PyScript's output handlers are connected when it asks for the interpreter.
performance.mark("tigris-start-module");
const early = findSnapshot().then((found) => found && fromSnapshot(found));

async function fromSnapshot(found) {
  performance.mark("tigris-snapshot-found");
  const start = readSnapshot(found);
  start.catch(() => {}); // a refusal is handled below, when Pyodide awaits it
  markRunning();
  try {
    const py = await pyodideLoad({
      indexURL: INDEX_URL,
      _loadSnapshot: start.then((s) => s._loadSnapshot), // awaited before Pyodide makes its memory
      createPyodideModule: async (settings) => (await start).createPyodideModule(settings),
    });
    // The snapshot froze the random generator's state and the import system's directory caches: renew both
    // (the finders' own, not importlib.invalidate_caches(), which imports importlib.metadata and email).
    py.runPython("import random, sys; random.seed(); "
                 + "[getattr(f, 'invalidate_caches', lambda: None)() for f in list(sys.path_importer_cache.values())]");
    say("snapshot");
    return py;
  } catch (e) {
    console.warn("Tigris: snapshot refused, normal start", e);
    store(RUNNING, null);
    await forgetSnapshot();
    return null;
  }
}

async function forgetSnapshot() {
  try {
    const cache = await caches.open(BUILD);
    await cache.delete(SNAPSHOT_URL);
  } catch (e) { /* nothing stored, nothing to forget */ }
}

export async function loadPyodide(options = {}) {
  const restored = await early;
  if (restored) {
    if (options.stdout) restored.setStdout({ batched: options.stdout });
    if (options.stderr) restored.setStderr({ batched: options.stderr });
    return restored;
  }
  const py = await pyodideLoad({ ...options, indexURL: INDEX_URL });
  say("fresh");
  if (version === PINNED && typeof document !== "undefined" && typeof Worker !== "undefined" && stored(OFF) !== BUILD) {
    whenPlayable(whenKept);
  }
  return py;
}

// The snapshot lives in the service worker's build cache, which that worker deletes when a newer build takes
// over: made only once the worker is active. Where it is blocked or missing, nothing is made (no 15 MB left
// behind that nothing would ever delete) and every start is a normal one.
function whenKept() {
  if (typeof navigator === "undefined" || !navigator.serviceWorker) return;
  navigator.serviceWorker.ready.then(makeSnapshot, () => {});
}

// After the page is playable (data-tigris="ready"), a few seconds on (the service worker precaches then, a
// computer player may start thinking), and the browser idle: never in the way of a first visit.
function whenPlayable(then) {
  const root = document.documentElement;
  const idle = () => setTimeout(() => (self.requestIdleCallback ? requestIdleCallback(then, { timeout: 10000 }) : then()),
                                3000);
  if (root.dataset.tigris === "ready") return idle();
  new MutationObserver((_, obs) => {
    if (root.dataset.tigris === "ready") { obs.disconnect(); idle(); }
  }).observe(root, { attributes: true, attributeFilter: ["data-tigris"] });
}

function makeSnapshot() {
  const worker = new Worker(new URL("./snapshot.mjs", import.meta.url), { type: "module" });
  worker.onmessage = ({ data }) => {
    worker.terminate();
    if (data.ok) performance.mark("tigris-snapshot-stored");
    else console.warn("Tigris: no snapshot made", data.error);
  };
  worker.onerror = (e) => { worker.terminate(); console.warn("Tigris: no snapshot made", e.message); };
  const files = SPEC.files.map((f) => new URL("../" + f, import.meta.url).href);
  worker.postMessage({ build: BUILD, indexURL: INDEX_URL, files, modules: SPEC.modules });
}
