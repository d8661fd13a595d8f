/** Must equal the key `public/web-font.js` reads before the first paint (a test keeps them in step). */
export const WEB_FONT_STORAGE_KEY = 'vitalsync-web-font';

/**
 * How long after the load event the file is fetched. A dashboard paints its content after the load event, once its
 * session read has answered, and a download started before that paint still competes with it; the file is for the
 * next visit, so it can wait.
 */
export const WEB_FONT_DELAY_MS = 3000;

/** The face `fonts.css` declares; its Latin file is the one every page needs. */
const WEB_FONT = "1em 'Inter Variable'";

/**
 * Fetches Inter, so that the next visit starts with it (`public/web-font.js`), and notes that it has. The current
 * page keeps the system face it painted with: switching now would move its text under the reader. Before the first
 * paint the 47 KiB file competed with the scripts and held back a dashboard's largest paint on a phone by about
 * 0.3 s (docs/performance.md, "The web font after the page").
 */
export const keepWebFontForNextVisit = async (
  fonts: Pick<FontFaceSet, 'load'> | undefined = document.fonts,
  storage: Pick<Storage, 'getItem' | 'setItem'> = window.localStorage,
): Promise<void> => {
  if (!fonts || storage.getItem(WEB_FONT_STORAGE_KEY) === 'cached') return;
  try {
    const loaded = await fonts.load(WEB_FONT);
    if (loaded.length > 0) storage.setItem(WEB_FONT_STORAGE_KEY, 'cached');
  } catch {
    // Offline, or storage refused: the next visit reads the system face as this one did.
  }
};
