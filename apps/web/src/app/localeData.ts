/**
 * The browser loads its locale data (ICU) the first time a page formats a date or a number: 20 to 30 ms in Chromium
 * on the development machine, four times that on Lighthouse's phone, whichever formatter comes first. Inside the
 * render that shows a page's data it made that render's task the longest of the page; `main.tsx` asks for it while
 * the page's chunk is on its way instead (docs/performance.md "Textareas sized in CSS, locale data loaded early").
 */
export const loadLocaleData = (): void => {
  new Intl.DateTimeFormat().format(0);
};
