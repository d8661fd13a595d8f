import { localStorageColorSchemeManager } from '@mantine/core';

/** Must equal the key `public/color-scheme.js` reads before the first paint (a test keeps them in step). */
export const COLOR_SCHEME_STORAGE_KEY = 'vitalsync-color-scheme';

export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });
