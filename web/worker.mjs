// The computer's own thread (web/game/worker.py starts it once the page is playable): a Pyodide of its own,
// the same self-hosted one, with the engine's wheel and the game page's archive, running the jobs of
// web/game/worker_jobs.py. A plain module worker, not PyScript's: it needs no SharedArrayBuffer (so no
// cross-origin isolation, which static hosts cannot give) and no eval, so the pages' CSP stays as it is
// (docs/architecture.md, "The computer's worker"). It never touches storage.
//
// Messages in:  {kind: "job", id, request (JSON text), urgent}   {kind: "cancel", id}
// Messages out: {kind: "ready"}   {kind: "failed", error}   {kind: "progress", id, reply}   {kind: "done", id, reply}
//               {kind: "error", id, error}
import { loadPyodide } from "../pyodide/pyodide.mjs";

const FILES = __FILES__; // the wheel and the game page's archive, written by build.py (relative to the site)
const SLICE = 0.05; // seconds of work between two looks at the messages
const jobs = new Map(); // id -> {job, urgent}
let service = null;
let pumping = false;

// A macrotask without setTimeout's clamping: the messages that came meanwhile are read before the next slice.
const channel = new MessageChannel();
let wake = null;
channel.port1.onmessage = () => { const w = wake; wake = null; if (w) w(); };
const breathe = () => new Promise((resolve) => { wake = resolve; channel.port2.postMessage(0); });

async function boot() {
  const site = new URL("../", import.meta.url);
  const py = await loadPyodide({ indexURL: new URL("pyodide/", site).href });
  for (const file of FILES) {
    const response = await fetch(new URL(file, site));
    if (!response.ok) throw new Error(`${file}: ${response.status}`);
    py.unpackArchive(await response.arrayBuffer(), file.endsWith(".whl") ? "wheel" : "zip", { extractDir: "." });
  }
  service = py.pyimport("web.game.worker_jobs");
  self.postMessage({ kind: "ready" });
}

function finish(id, entry, message) {
  jobs.delete(id);
  entry.job.destroy();
  self.postMessage(message);
}

async function pump() {
  if (pumping) return;
  pumping = true;
  try {
    while (jobs.size) {
      let id = null, entry = null; // the oldest urgent job, else the oldest
      for (const [k, v] of jobs) if (!entry || (v.urgent && !entry.urgent)) { id = k; entry = v; }
      try {
        const reply = entry.job.step(SLICE);
        if (reply !== undefined && reply !== null) finish(id, entry, { kind: "done", id, reply });
        else {
          const news = entry.job.progress();
          if (news !== undefined && news !== null) self.postMessage({ kind: "progress", id, reply: news });
        }
      } catch (e) {
        finish(id, entry, { kind: "error", id, error: String(e && e.message || e) });
      }
      await breathe();
    }
  } finally {
    pumping = false;
  }
}

self.onmessage = ({ data }) => {
  if (data.kind === "job") {
    try {
      jobs.set(data.id, { job: service.start(data.request), urgent: !!data.urgent });
    } catch (e) {
      self.postMessage({ kind: "error", id: data.id, error: String(e && e.message || e) });
      return;
    }
    pump();
  } else if (data.kind === "cancel") {
    const entry = jobs.get(data.id);
    if (entry) { jobs.delete(data.id); entry.job.destroy(); }
  }
};

boot().catch((e) => self.postMessage({ kind: "failed", error: String(e && e.stack || e) }));
