/*
 * Lauda's service worker (README "Mobile"): it keeps the app shell — the page and the built
 * scripts, styles and fonts it loads — so the installed app opens without a network and says it is
 * offline. API calls (/api, /ws) and anything of another origin are never cached: they always go to
 * the network, so no document is kept on the phone.
 */
const CACHE = 'lauda-shell-v1';
const SHELL = ['/', '/index.html'];

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((c) => c.addAll(SHELL)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

const isApi = (url) => url.pathname === '/api' || url.pathname.startsWith('/api/') || url.pathname === '/ws' || url.pathname.startsWith('/ws/');

self.addEventListener('fetch', (event) => {
  const req = event.request;
  const url = new URL(req.url);
  if (req.method !== 'GET' || url.origin !== self.location.origin || isApi(url)) return;
  if (req.mode === 'navigate') {
    // the page: fresh from the network, the kept shell when there is none (the router then draws the path)
    event.respondWith(
      fetch(req)
        .then((res) => {
          if (res.ok) {
            const copy = res.clone();
            void caches.open(CACHE).then((c) => c.put('/index.html', copy));
          }
          return res;
        })
        .catch(() => caches.match('/index.html').then((hit) => hit || Response.error())),
    );
    return;
  }
  // built files have hashed names and never change: the kept copy first, else the network (then kept)
  event.respondWith(
    caches.match(req).then((hit) =>
      hit ||
      fetch(req).then((res) => {
        if (res.ok && (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/plugins/'))) {
          const copy = res.clone();
          void caches.open(CACHE).then((c) => c.put(req, copy));
        }
        return res;
      }),
    ),
  );
});
