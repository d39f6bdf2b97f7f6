// mextrain's service worker: the app shell, cache first, so that the app
// opens and works with the network off. `make web` fills in the build's
// hash (a new build replaces the old cache) and every file of dist/web.
const CACHE = "mextrain-%BUILD_HASH%";
const SHELL = %SHELL%;

self.addEventListener("install", (e) => e.waitUntil(
  caches.open(CACHE).then((c) => c.addAll(SHELL)).then(() => self.skipWaiting())));

self.addEventListener("activate", (e) => e.waitUntil(
  caches.keys()
    .then((ks) => Promise.all(ks.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
    .then(() => self.clients.claim())));

self.addEventListener("fetch", (e) => {
  const url = new URL(e.request.url);
  if (e.request.method !== "GET" || url.origin !== location.origin) return;
  // A table host's API and event stream are live: never from the cache.
  if (url.pathname.startsWith("/api/")) return;
  // Every page is the one index.html (the addresses are after '#').
  const key = e.request.mode === "navigate" ? "./index.html" : e.request;
  e.respondWith(caches.match(key, { ignoreSearch: true }).then((hit) => hit || fetch(e.request)));
});
