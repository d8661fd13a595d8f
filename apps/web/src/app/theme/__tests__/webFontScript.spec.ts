import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { WEB_FONT_STORAGE_KEY } from '../webFont';

// The script index.html runs before the bundle; it must read the key the app writes, or no visit ever gets Inter.
const script = readFileSync(join(__dirname, '../../../../public/web-font.js'), 'utf8');
const runScript = () => new Function(script)();

describe('public/web-font.js', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('data-web-font');
    window.localStorage.clear();
  });

  it('asks for Inter where an earlier visit has fetched it', () => {
    window.localStorage.setItem(WEB_FONT_STORAGE_KEY, 'cached');
    runScript();
    expect(document.documentElement).toHaveAttribute('data-web-font', 'inter');
  });

  it('leaves a first visit (or anything else stored) on the system face', () => {
    runScript();
    expect(document.documentElement).not.toHaveAttribute('data-web-font');
    window.localStorage.setItem(WEB_FONT_STORAGE_KEY, 'yes');
    runScript();
    expect(document.documentElement).not.toHaveAttribute('data-web-font');
  });
});
