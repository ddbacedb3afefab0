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
// Renews the import system's directory caches (the finders' own; importlib.invalidate_caches() would import
// importlib.metadata and email): after a restore, whose caches are the snapshot's, and after files are written.
const RENEW_FINDERS = "import sys\nfor f in list(sys.path_importer_cache.values()):\n getattr(f, 'invalidate_caches', lambda: None)()";

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

// The page's localStorage, or null where there is none: a worker, or a browser that refuses it (a board in
// another site's iframe with third-party storage blocked, privacy settings), where even reading the property
// throws a SecurityError.
function localStore() {
  try { return typeof localStorage === "undefined" ? null : localStorage; } catch (e) { return null; }
}

function stored(key) {
  try { return localStore()?.getItem(key) ?? null; } catch (e) { return null; }
}

function store(key, value) {
  try {
    if (value === null) localStore()?.removeItem(key);
    else localStore()?.setItem(key, value);
  } catch (e) { /* storage refused or full: the guard is only an optimisation's safety net */ }
}

// The build's Cache Storage, or null where the browser refuses it (reading `caches` may throw, as above).
function buildCaches() {
  try { return typeof caches === "undefined" ? null : caches; } catch (e) { return null; }
}

function snapshotAllowed() {
  if (typeof document === "undefined") return true; // a worker: no page to crash
  if (!localStore()) return false; // a page with no storage cannot mark a crashed start: normal starts only
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
  const cache = buildCaches();
  if (version !== PINNED || !cache) return null;
  if (!snapshotAllowed()) {
    await forgetSnapshot();
    return null;
  }
  try {
    return (await cache.match(SNAPSHOT_URL, { cacheName: BUILD })) || null;
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
    // The snapshot froze the random generator's state and the import system's directory caches: renew both.
    py.runPython("import random; random.seed()\n" + RENEW_FINDERS);
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
    const cache = await buildCaches()?.open(BUILD);
    await cache?.delete(SNAPSHOT_URL);
  } catch (e) { /* nothing stored, nothing to forget */ }
}

// PyScript unpacks the wheel and the page's archive with Pyodide's unpackArchive, which goes through Python (a
// temporary file, zipfile, shutil): 40-70 ms of a start. An archive whose entries are all stored, as build.py
// writes both, is written into Pyodide's file system from here instead, in a few milliseconds; any other
// archive goes the usual way. Returns whether it was written.
const ZIP_END = 0x06054b50, ZIP_ENTRY = 0x02014b50, ZIP_LOCAL = 0x04034b50;

export function unpackStored(FS, buffer, extractDir) {
  const bytes = ArrayBuffer.isView(buffer) ? new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength)
    : new Uint8Array(buffer);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = -1;
  for (let i = bytes.length - 22; i >= 0 && i >= bytes.length - 22 - 0xffff; i--) {
    if (view.getUint32(i, true) === ZIP_END) { end = i; break; }
  }
  if (end < 0) return false;
  const count = view.getUint16(end + 10, true);
  const names = new TextDecoder();
  const files = [];
  let at = view.getUint32(end + 16, true);
  for (let k = 0; k < count; k++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== ZIP_ENTRY) return false;
    const size = view.getUint32(at + 20, true), nameLength = view.getUint16(at + 28, true);
    const local = view.getUint32(at + 42, true);
    const name = names.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    const parts = name.split("/");
    if (view.getUint16(at + 10, true) !== 0 || size !== view.getUint32(at + 24, true) || view.getUint16(at + 8, true) & 1
        || name.startsWith("/") || parts.includes("..") || parts.some((p) => p.includes("\\"))) return false;
    if (local + 30 > bytes.length || view.getUint32(local, true) !== ZIP_LOCAL) return false;
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    if (start + size > bytes.length) return false;
    files.push([parts, start, size]);
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  const dir = extractDir && extractDir.startsWith("/") ? extractDir : FS.cwd() + "/" + (extractDir || "");
  const base = dir.split("/").filter((p) => p && p !== ".");
  for (const [parts, start, size] of files) {
    const path = "/" + base.concat(parts.filter((p) => p && p !== ".")).join("/");
    if (parts[parts.length - 1] === "") { FS.mkdirTree(path); continue; }
    FS.mkdirTree(path.slice(0, path.lastIndexOf("/")) || "/");
    FS.writeFile(path, bytes.subarray(start, start + size));
  }
  return true;
}

function unpackingFast(py) {
  const usual = py.unpackArchive.bind(py);
  py.unpackArchive = (buffer, format, options = {}) => {
    if (!unpackStored(py.FS, buffer, options.extractDir)) return usual(buffer, format, options);
    py.runPython(RENEW_FINDERS); // the import system sees the new files at once
  };
  return py;
}

export async function loadPyodide(options = {}) {
  const restored = await early;
  if (restored) {
    if (options.stdout) restored.setStdout({ batched: options.stdout });
    if (options.stderr) restored.setStderr({ batched: options.stderr });
    return unpackingFast(restored);
  }
  const py = unpackingFast(await pyodideLoad({ ...options, indexURL: INDEX_URL }));
  say("fresh");
  if (version === PINNED && typeof document !== "undefined" && typeof Worker !== "undefined" && localStore() && buildCaches()
      && stored(OFF) !== BUILD) {
    whenPlayable(whenKept);
  }
  return py;
}

// The snapshot lives in the service worker's build cache, which that worker deletes when a newer build takes
// over: made only once the worker is active. Where it is blocked or missing, nothing is made (no 15 MB left
// behind that nothing would ever delete) and every start is a normal one.
function whenKept() {
  let workers = null;
  try { workers = navigator.serviceWorker; } catch (e) { /* refused (a sandboxed frame): no worker, no snapshot */ }
  if (workers) workers.ready.then(makeSnapshot, () => {});
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
