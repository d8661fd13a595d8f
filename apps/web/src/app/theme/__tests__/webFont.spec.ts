import { keepWebFontForNextVisit, WEB_FONT_STORAGE_KEY } from '../webFont';

const fontsLoading = (answer: Promise<FontFace[]>) => ({ load: jest.fn((_font: string) => answer) });

describe('keepWebFontForNextVisit', () => {
  afterEach(() => window.localStorage.clear());

  it('fetches Inter and notes it for the next visit', async () => {
    const fonts = fontsLoading(Promise.resolve([{} as FontFace]));

    await keepWebFontForNextVisit(fonts, window.localStorage);

    expect(fonts.load).toHaveBeenCalledWith("1em 'Inter Variable'");
    expect(window.localStorage.getItem(WEB_FONT_STORAGE_KEY)).toBe('cached');
  });

  it('notes nothing when no face was loaded or the download failed', async () => {
    await keepWebFontForNextVisit(fontsLoading(Promise.resolve([])), window.localStorage);
    expect(window.localStorage.getItem(WEB_FONT_STORAGE_KEY)).toBeNull();

    await expect(
      keepWebFontForNextVisit(fontsLoading(Promise.reject(new Error('offline'))), window.localStorage),
    ).resolves.toBeUndefined();
    expect(window.localStorage.getItem(WEB_FONT_STORAGE_KEY)).toBeNull();
  });

  it('asks again for nothing once the file is held, nor where the browser has no font loading', async () => {
    window.localStorage.setItem(WEB_FONT_STORAGE_KEY, 'cached');
    const fonts = fontsLoading(Promise.resolve([]));

    await keepWebFontForNextVisit(fonts, window.localStorage);
    await expect(keepWebFontForNextVisit(undefined, window.localStorage)).resolves.toBeUndefined();

    expect(fonts.load).not.toHaveBeenCalled();
  });
});
