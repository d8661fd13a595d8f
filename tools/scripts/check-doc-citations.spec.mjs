import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';

import { anchorOf, anchorsOf, citationProblems, commentsOf } from './check-doc-citations.mjs';

// The retired forms are assembled from pieces so that this file itself passes the check it tests.
const SPEC_SECTION = ['spec', 'section'].join(' ');
const DESIGN_SECTION = ['DESIGN.md', 'section'].join(' ');
const PRODUCT_SPEC = ['product', 'spec.md'].join('-');

const roots = [];
after(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A repository of `files` ({ path: text }) in a fresh temporary folder; returns its root. */
const repository = (files) => {
  const root = mkdtempSync(join(tmpdir(), 'doc-citations-'));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
};

const PRODUCT_PAGE = '# Validation\n\n## Registration\n\n## Chat socket (/chat)\n';
const problemsOf = (files) =>
  citationProblems(repository({ 'docs/product/validation.md': PRODUCT_PAGE, ...files }));

describe('citationProblems', () => {
  it('passes comments and links that cite existing documents and headings', () => {
    assert.deepEqual(
      problemsOf({
        'apps/web/src/form.ts': [
          '// docs/product/validation.md#registration: the messages.',
          '/** The socket (docs/product/validation.md#chat-socket-chat). */',
          "const url = 'https://example.org/missing.md'; // a URL is not a citation",
        ].join('\n'),
        'README.md':
          'See [the rules](docs/product/validation.md#registration) and docs/product/validation.md.\n',
        'docs/product/README.md':
          '# Product\n\n[Validation](validation.md), [back](../../README.md), [top](#product).\n',
      }),
      [],
    );
  });

  it('fails on a comment citing a document that does not exist, naming the file and line', () => {
    assert.deepEqual(
      problemsOf({ 'libs/shared/src/limits.ts': 'export const A = 1;\n// See docs/product/gone.md.\n' }),
      [
        {
          file: 'libs/shared/src/limits.ts',
          line: 2,
          reason: 'cites docs/product/gone.md, which does not exist',
        },
      ],
    );
  });

  it('fails on a markdown link to a document that does not exist', () => {
    assert.deepEqual(problemsOf({ 'docs/adr/0001-x.md': '# X\n\nAs [the design](../DESIGN.md) says.\n' }), [
      { file: 'docs/adr/0001-x.md', line: 3, reason: 'cites ../DESIGN.md, which does not exist' },
    ]);
  });

  it('fails on an anchor that is not a heading of the cited document', () => {
    assert.deepEqual(problemsOf({ 'apps/gateway/src/a.ts': '/** docs/product/validation.md#login */\n' }), [
      {
        file: 'apps/gateway/src/a.ts',
        line: 1,
        reason: 'cites docs/product/validation.md#login, but docs/product/validation.md has no such heading',
      },
    ]);
    assert.deepEqual(problemsOf({ 'docs/a.md': '# A\n\n[up](#nowhere)\n' }), [
      { file: 'docs/a.md', line: 3, reason: 'cites #nowhere, but docs/a.md has no such heading' },
    ]);
  });

  it('fails on each retired citation form, wherever it is written', () => {
    const problems = problemsOf({
      'apps/web/src/a.tsx': `// Shown as ${SPEC_SECTION} 2 says.\nit('works (${SPEC_SECTION} 4)', () => {});\n`,
      'apps/web/src/b.css': `/* Red for emergencies (${DESIGN_SECTION} 5). */\n`,
      'docs/notes.md': `The text lives in ${PRODUCT_SPEC}.\n`,
      'apps/gateway/src/schemas.json': `{ "description": "A shape (${SPEC_SECTION} 3)." }\n`,
    });
    const retired = problems.filter(({ reason }) => reason.startsWith('retired citation form'));
    assert.deepEqual(
      retired.map(({ file, line }) => `${file}:${line}`),
      [
        'apps/gateway/src/schemas.json:1',
        'apps/web/src/a.tsx:1',
        'apps/web/src/a.tsx:2',
        'apps/web/src/b.css:1',
        'docs/notes.md:1',
      ],
    );
  });

  it('finds a retired form broken over two comment lines', () => {
    const problems = problemsOf({ 'libs/a.ts': `/**\n * As the\n * spec\n * section 9 says.\n */\n` });
    assert.deepEqual(
      problems.map(({ line }) => line),
      [3],
    );
  });

  it('skips node_modules, dist and coverage', () => {
    assert.deepEqual(
      problemsOf({
        'apps/web/node_modules/x/index.js': '// docs/gone.md\n',
        'apps/web/dist/main.js': `// ${SPEC_SECTION} 2\n`,
        'libs/db/coverage/index.html': `${SPEC_SECTION} 2`,
      }),
      [],
    );
  });
});

describe('commentsOf', () => {
  it('reads line and block comments, not strings, templates or regular expressions', () => {
    const source = [
      "const a = '// not a comment';",
      'const b = `/* nor this */`;',
      'const c = /\\/\\/ nor this/;',
      '// a comment',
      'const d = 1; /* another */',
    ].join('\n');
    assert.deepEqual(
      commentsOf(source).map(({ text }) => text),
      ['// a comment', '/* another */'],
    );
  });
});

describe('anchorOf and anchorsOf', () => {
  it("makes GitHub's anchors: lowercase, punctuation dropped, spaces as hyphens", () => {
    assert.equal(anchorOf("The web app's first paint (issue 19)"), 'the-web-apps-first-paint-issue-19');
    assert.equal(anchorOf('Chat socket (/chat)'), 'chat-socket-chat');
    assert.equal(anchorOf('`join-user` and [links](x.md)'), 'join-user-and-links');
  });

  it('numbers repeated headings and ignores headings inside code fences', () => {
    const anchors = anchorsOf('# Doc\n## Login\n## Login\n```\n# Not a heading\n```\n');
    assert.deepEqual([...anchors], ['doc', 'login', 'login-1']);
  });
});

describe('the command', () => {
  const script = join(import.meta.dirname, 'check-doc-citations.mjs');
  const run = (root) => spawnSync(process.execPath, [script, root], { encoding: 'utf8' });

  it('exits 1 and prints file:line and the reason of each broken citation', () => {
    const result = run(
      repository({ 'docs/a.md': '# A\n\n[b](b.md)\n', 'libs/x.ts': `// ${SPEC_SECTION} 9\n` }),
    );
    assert.equal(result.status, 1);
    assert.match(result.stderr, /^docs\/a\.md:3: cites b\.md, which does not exist$/m);
    assert.match(result.stderr, /^libs\/x\.ts:1: retired citation form/m);
    assert.match(result.stderr, /2 broken documentation citation\(s\)\./);
  });

  it('exits 0 when every citation resolves', () => {
    const result = run(repository({ 'docs/a.md': '# A\n\n[a](a.md#a)\n' }));
    assert.equal(result.status, 0, result.stderr);
  });
});
