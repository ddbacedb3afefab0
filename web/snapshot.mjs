// Makes this build's Pyodide memory snapshot (web/start.mjs starts this worker once the page is
// playable): a second Pyodide, off the page's thread, with the engine's wheel and the pages' archives
// unpacked where PyScript unpacks them and the modules that touch no page imported, then its memory,
// packed (web/snapshot-format.mjs) into the build's cache. Replies {ok} or {ok: false, error}.
import { loadPyodide } from "../pyodide/pyodide.mjs";
import { SNAPSHOT_URL, pack } from "./snapshot-format.mjs";

self.onmessage = async ({ data }) => {
  const { build, indexURL, files, modules } = data;
  try {
    const py = await loadPyodide({ indexURL, _makeSnapshot: true });
    for (const url of files) {
      const response = await fetch(new URL(url, self.location.href));
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      py.unpackArchive(await response.arrayBuffer(), url.endsWith(".whl") ? "wheel" : "zip", { extractDir: "." });
    }
    py.runPython(`import importlib\nfor name in ${JSON.stringify(modules)}:\n    importlib.import_module(name)\ndel name`);
    const packed = pack(py.makeMemorySnapshot());
    const cache = await caches.open(build);
    await cache.put(SNAPSHOT_URL, new Response(packed, { headers: { "Content-Type": "application/octet-stream" } }));
    self.postMessage({ ok: true, bytes: packed.length });
  } catch (e) {
    self.postMessage({ ok: false, error: String(e && e.stack || e) });
  }
};
