import { createHash } from 'node:crypto';

import { inlineScriptHashes } from './inline-script-hashes';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('should hash each inline script exactly as written, in page order', () => {
    const page =
      '<head><script>const a = 1;</script><title>x</title>\n<script>\n  document.title = "é";\n</script></head>';

    expect(inlineScriptHashes(page)).toEqual([sha256('const a = 1;'), sha256('\n  document.title = "é";\n')]);
  });

  it('should leave out files, data blocks and empty tags, which need no hash', () => {
    const page =
      '<script type="module" crossorigin src="/assets/index.js"></script>' +
      '<script type="application/json" id="route-chunks">{"/":[]}</script>' +
      '<script></script>';

    expect(inlineScriptHashes(page)).toEqual([]);
  });
});
