// Runs early (async, external so a strict CSP allows it): starts downloading the lazy chunks and the first API
// reads of the route being opened while the app's entry still loads, instead of after it. The map is a JSON block
// the build writes (vite-route-preload.ts); a route ending in `/*` covers every address under it, any other is one
// address.
(function () {
  const data = document.getElementById('route-chunks');
  if (!data) return;
  const routes = JSON.parse(data.textContent || '{}');
  const path = window.location.pathname.replace(/\/+$/, '') || '/';
  const chunks = new Set();
  const reads = new Set();
  for (const route of Object.keys(routes)) {
    const prefix = route.endsWith('/*') ? route.slice(0, -2) : undefined;
    const matches = prefix === undefined ? path === route : path === prefix || path.startsWith(`${prefix}/`);
    if (!matches) continue;
    for (const file of routes[route].chunks) chunks.add(`/${file}`);
    for (const read of routes[route].data) reads.add(read);
  }
  const link = (attributes) => {
    const element = document.createElement('link');
    Object.assign(element, attributes);
    document.head.appendChild(element);
  };
  for (const href of chunks) link({ rel: 'modulepreload', crossOrigin: '', href });
  // Same request as the app's fetch (CORS mode, cookies included), so the browser hands the app this answer.
  for (const href of reads) link({ rel: 'preload', as: 'fetch', crossOrigin: 'use-credentials', href });
})();
