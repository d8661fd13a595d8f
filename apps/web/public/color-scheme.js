// Blocking in <head>, inline in the built index.html (vite-inline-scripts.ts): the stored theme before the first paint.
(function () {
  try {
    const stored = window.localStorage.getItem('vitalsync-color-scheme');
    const scheme = stored === 'dark' ? 'dark' : 'light';
    document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
    document.documentElement.style.colorScheme = scheme;
  } catch {
    document.documentElement.setAttribute('data-mantine-color-scheme', 'light');
  }
})();
