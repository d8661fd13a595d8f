// Blocking in <head>, inline in the built index.html (vite-inline-scripts.ts): Inter only where this browser holds its
// file already (src/app/theme/webFont.ts fetches it after a page has loaded); a first visit reads the system face.
(function () {
  try {
    if (window.localStorage.getItem('vitalsync-web-font') === 'cached') {
      document.documentElement.setAttribute('data-web-font', 'inter');
    }
  } catch {
    // Storage refused (private mode): the system face, which needs no download.
  }
})();
