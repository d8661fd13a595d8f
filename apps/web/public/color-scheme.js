// Runs before the first paint (a blocking script in <head>, external so a strict CSP allows it): applies the
// stored light/dark choice so the page never flashes the wrong theme. The key equals COLOR_SCHEME_STORAGE_KEY.
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
