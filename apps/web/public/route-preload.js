// Runs early (async, external so a strict CSP allows it): starts downloading the lazy chunks of the route being
// opened while the app's entry still loads, instead of after it. The map is a JSON block the build writes.
(function () {
  const data = document.getElementById('route-chunks');
  if (!data) return;
  const routes = JSON.parse(data.textContent || '{}');
  const path = window.location.pathname.replace(/\/+$/, '') || '/';
  for (const route of Object.keys(routes)) {
    if (path !== route && !path.startsWith(`${route}/`)) continue;
    for (const file of routes[route]) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = `/${file}`;
      document.head.appendChild(link);
    }
  }
})();
