// Imported by the generated Workbox worker (ngsw-worker.js). The app cannot start without /config.json, and the
// first visit fetched it before this worker existed: keep a copy from the install on, so the network-first route
// of /config.json (vite.config.ts) has something to answer offline before the page ever asks through the worker.
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open('portal-config')
      .then((cache) => cache.add(new Request('/config.json', { cache: 'no-store' })))
      // Offline at install: the network-first route fills the copy at the next start that reaches the server.
      .catch(() => undefined),
  );
});
