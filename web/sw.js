// Tigris service worker: precache every file of the site, serve cache-first.
// The build writes the cache name (from the content hash) and the file list.
const CACHE = "__CACHE__";
const FILES = __FILES__;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) => cache.addAll(FILES)).then(() => {
      // The first install takes over at once; an update waits for the page's consent.
      return self.registration.active ? undefined : self.skipWaiting();
    })
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("tigris-") && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim())
  );
});

self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET") return;
  const url = new URL(req.url);
  if (url.origin !== self.location.origin) return;
  event.respondWith((async () => {
    let hit;
    try {
      const cache = await caches.open(CACHE);
      hit = await cache.match(req, { ignoreSearch: req.mode === "navigate" });
      if (!hit && req.mode === "navigate" && url.pathname.endsWith("/")) hit = await cache.match("./index.html");
    } catch (e) { /* the cache is refused or gone (storage cleared, blocked): the network answers */ }
    return hit || fetch(req);
  })());
});
