// See vite-route-preload.ts. Kept short: every first page carries it inline in index.html (vite-inline-scripts.ts).
(function () {
  const data = document.getElementById('route-chunks');
  if (!data) return;
  const routes = JSON.parse(data.textContent || '{}');
  const path = window.location.pathname.replace(/\/+$/, '') || '/';
  const chunks = new Set();
  const styles = new Set();
  const reads = new Set();
  for (const route of Object.keys(routes)) {
    const prefix = route.endsWith('/*') ? route.slice(0, -2) : undefined;
    const matches = prefix === undefined ? path === route : path === prefix || path.startsWith(`${prefix}/`);
    if (!matches) continue;
    for (const file of routes[route].chunks) chunks.add(`/${file}`);
    for (const file of routes[route].styles) styles.add(`/${file}`);
    for (const read of routes[route].data) reads.add(read);
  }
  const link = (attributes) =>
    document.head.appendChild(Object.assign(document.createElement('link'), attributes));
  // The reads first: they wait on the server, the chunks are files.
  for (const href of reads) link({ rel: 'preload', as: 'fetch', crossOrigin: 'use-credentials', href });
  for (const href of chunks) link({ rel: 'modulepreload', crossOrigin: '', href });
  // The CORS mode of the stylesheet link Vite's loader adds later, or the browser would fetch the file again.
  for (const href of styles) link({ rel: 'preload', as: 'style', crossOrigin: '', href });
})();
