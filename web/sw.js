// mextrain's service worker: the app shell, cache first, so that the app
// opens and works with the network off. `make web` fills in the build's
// hash (a new build replaces the old cache) and every file of dist/web.
// Its scope is its own folder (`/` under `mextrain serve`, `/mextrain/` on
// a static host's sub-path), and its cache is named by that scope and the
// build: on a host shared with other apps (GitHub Pages), or with another
// copy of mextrain in another folder, it neither reads nor deletes theirs.
const SCOPE = self.registration.scope;
const OURS = "mextrain-" + SCOPE + "-";
const CACHE = OURS + "%BUILD_HASH%";
const SHELL = %SHELL%;

self.addEventListener("install", (e) => e.waitUntil(
  caches.open(CACHE).then((c) => c.addAll(SHELL)).then(() => self.skipWaiting())));

// Whether cache `k` is an older build's of this scope (to delete). Builds
// before the scope was in the name called it "mextrain-HASH": such a cache
// is ours if it holds this scope's page.
async function older(k) {
  if (k === CACHE) return false;
  if (k.startsWith(OURS)) return true;
  return /^mextrain-[0-9a-f]{16}$/.test(k) && !!(await (await caches.open(k)).match(SCOPE));
}

self.addEventListener("activate", (e) => e.waitUntil(
  caches.keys()
    .then((ks) => Promise.all(ks.map(async (k) => (await older(k)) && caches.delete(k))))
    .then(() => self.clients.claim())));

self.addEventListener("fetch", (e) => {
  const url = new URL(e.request.url);
  if (e.request.method !== "GET" || url.origin !== location.origin) return;
  // A table host's API and event stream are live: never from the cache
  // (the app asks for `/api/` at the origin's root, where `mextrain serve`
  // serves it: src/web/remote.rs).
  if (url.pathname.startsWith("/api/")) return;
  // The phone build (`/phone/`, table links of `mextrain serve`) is not
  // this app's: its pages and files come from the network.
  if (url.pathname.startsWith("/phone/")) return;
  // Every page is the one index.html (the addresses are after '#').
  const key = e.request.mode === "navigate" ? "./index.html" : e.request;
  e.respondWith(caches.match(key, { cacheName: CACHE, ignoreSearch: true })
    .then((hit) => hit || fetch(e.request)));
});
