import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { type IndexHtmlTransformHook } from 'vite';

import { inlineScripts } from './vite-inline-scripts';

const publicDirWith = (files: Record<string, string>): string => {
  const dir = mkdtempSync(path.join(tmpdir(), 'inline-scripts-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
};

const transform = (publicDir: string, names: string[], html: string) => {
  const hook = inlineScripts(publicDir, names).transformIndexHtml as { handler: IndexHtmlTransformHook };
  return hook.handler.call({} as never, html, { path: '/index.html', filename: 'index.html' });
};

describe('inlineScripts', () => {
  const publicDir = publicDirWith({
    'a.js': '(function () { window.a = 1; })();\n',
    'b.js': 'window.b = 2;',
  });

  it('should write each named file in place of its script tag, trimmed, leaving other scripts alone', () => {
    const html =
      '<head><script src="/a.js"></script><script src="/b.js" async></script>' +
      '<script type="module" src="/assets/index.js"></script></head>';

    expect(transform(publicDir, ['a.js', 'b.js'], html)).toBe(
      '<head><script>(function () { window.a = 1; })();</script><script>window.b = 2;</script>' +
        '<script type="module" src="/assets/index.js"></script></head>',
    );
  });

  it('should fail the build when the page no longer loads a named file', () => {
    expect(() => transform(publicDir, ['a.js'], '<head></head>')).toThrow('no <script src="/a.js">');
  });

  it('should refuse a file that would close its own script element', () => {
    const unsafe = publicDirWith({ 'c.js': 'document.write("</script>");' });

    expect(() => transform(unsafe, ['c.js'], '<script src="/c.js"></script>')).toThrow('cannot be inlined');
  });
});
