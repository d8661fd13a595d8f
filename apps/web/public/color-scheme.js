// Blocking in <head>, external for the CSP: the stored theme (COLOR_SCHEME_STORAGE_KEY) before the first paint.
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
