// Fails when a comment or a markdown link cites a document, or a heading of one, that is not in the repository,
// or when a retired citation form (the specification and design notes that never were in the repository) is
// still written anywhere. A reader who follows a citation must land on text they can read.
//   node tools/scripts/check-doc-citations.mjs [root]   prints file:line and the reason of each failure, exit 1 if any
// (root: the repository's, unless the tests point it at a fixture).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

/** What is scanned, from the repository root. */
export const SCANNED = ['apps', 'libs', 'tools', 'docs', 'README.md'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage']);
const SOURCE = /\.(?:[cm]?[jt]sx?|mts|cts|css|scss)$/;
const MARKDOWN = /\.md$/;
// Files without comments are still read for the retired forms (generated schemas copy comments into JSON).
const OTHER_TEXT = /\.(?:json|ya?ml|html)$/;

/** Citation forms that name a document outside the repository; their contents now live in docs/. */
export const RETIRED_FORMS = [
  {
    pattern: /\bspec[\s*/]+sections?\b/gi,
    reason: 'retired citation form: point at a docs/product page instead',
  },
  {
    pattern: /\bDESIGN\.md[\s*/]+sections?\b/gi,
    reason: 'retired citation form: point at docs/architecture.md or an ADR instead',
  },
  {
    pattern: /\bproduct-spec\.md\b/gi,
    reason: 'retired citation form: point at a docs/product page instead',
  },
];

// A path ending in .md, optionally with an #anchor; not part of a longer path or a URL.
const MD_PATH = /(?<![\w./-])((?:\.{1,2}\/)*(?:[\w.-]+\/)*[\w-][\w.-]*\.md)(?:#([\w-]+))?(?![\w/])/g;
// [text](target), where target is a local .md file and/or an #anchor.
const MD_LINK = /\[[^\]]*\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g;

/** Every scanned file under `root`, as absolute paths. */
export const scannedFiles = (root) => {
  const files = [];
  const walk = (path) => {
    if (!existsSync(path)) return;
    if (statSync(path).isFile()) {
      if (SOURCE.test(path) || MARKDOWN.test(path) || OTHER_TEXT.test(path)) files.push(path);
      return;
    }
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      if (entry.isDirectory() && (SKIPPED_DIRS.has(entry.name) || entry.name.startsWith('.'))) continue;
      walk(join(path, entry.name));
    }
  };
  for (const entry of SCANNED) walk(join(root, entry));
  return files.sort();
};

const lineAt = (text, index) => text.slice(0, index).split('\n').length;

/**
 * The comments of a JavaScript, TypeScript or CSS source as `{ start, text }`. Strings, template literals and
 * regular expression literals are skipped so a `//` or `/*` inside them is not taken for a comment.
 */
export const commentsOf = (source) => {
  const comments = [];
  let index = 0;
  let previous = '';
  const skipQuoted = (quote) => {
    index += 1;
    while (index < source.length && source[index] !== quote) {
      if (source[index] === '\\') index += 1;
      else if (quote !== '`' && source[index] === '\n') break;
      index += 1;
    }
    index += 1;
  };
  const skipRegex = () => {
    index += 1;
    let inClass = false;
    while (index < source.length && source[index] !== '\n') {
      const char = source[index];
      if (char === '\\') index += 1;
      else if (char === '[') inClass = true;
      else if (char === ']') inClass = false;
      else if (char === '/' && !inClass) break;
      index += 1;
    }
    index += 1;
  };
  while (index < source.length) {
    const char = source[index];
    const next = source[index + 1];
    if (char === '/' && next === '/') {
      const end = source.indexOf('\n', index);
      const stop = end === -1 ? source.length : end;
      comments.push({ start: index, text: source.slice(index, stop) });
      index = stop;
    } else if (char === '/' && next === '*') {
      const end = source.indexOf('*/', index + 2);
      const stop = end === -1 ? source.length : end + 2;
      comments.push({ start: index, text: source.slice(index, stop) });
      index = stop;
    } else if (char === "'" || char === '"' || char === '`') {
      skipQuoted(char);
      previous = char;
    } else if (char === '/' && (previous === '' || /[(,=:[!&|?{};+\-*%<>~^]/.test(previous))) {
      skipRegex();
      previous = '/';
    } else {
      if (!/\s/.test(char)) previous = char;
      index += 1;
    }
  }
  return comments;
};

/** GitHub's anchor of a heading: lowercase, punctuation dropped, each space a hyphen. */
export const anchorOf = (heading) =>
  heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

/** Every anchor a markdown file offers, with GitHub's -1, -2 … suffixes for repeated headings. */
export const anchorsOf = (markdown) => {
  const anchors = new Set();
  const seen = new Map();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const anchor = anchorOf(heading[1]);
    const count = seen.get(anchor) ?? 0;
    seen.set(anchor, count + 1);
    anchors.add(count === 0 ? anchor : `${anchor}-${count}`);
  }
  return anchors;
};

/**
 * Every problem of the scanned files under `root` as `{ file, line, reason }`, `file` relative to `root`.
 * A path in a comment or in markdown text may be written from the repository root or from the citing file's
 * folder; a markdown link's target is read from the citing file's folder, as GitHub reads it.
 */
export const citationProblems = (root, files = scannedFiles(root)) => {
  const problems = [];
  const anchorCache = new Map();
  const anchorsIn = (path) => {
    if (!anchorCache.has(path)) anchorCache.set(path, anchorsOf(readFileSync(path, 'utf8')));
    return anchorCache.get(path);
  };
  const insideRoot = (path) => path === root || path.startsWith(root + sep);

  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const name = relative(root, file);
    const report = (index, reason) => problems.push({ file: name, line: lineAt(text, index), reason });
    const checkTarget = (index, cited, anchor, candidates) => {
      const target = candidates.find((path) => insideRoot(path) && existsSync(path));
      if (!target) return report(index, `cites ${cited}, which does not exist`);
      if (anchor && MARKDOWN.test(target) && !anchorsIn(target).has(anchor))
        report(index, `cites ${cited}#${anchor}, but ${relative(root, target)} has no such heading`);
    };
    const checkPaths = (segment, offset) => {
      for (const match of segment.matchAll(MD_PATH)) {
        const [, cited, anchor] = match;
        const fromFile = resolve(dirname(file), cited);
        const candidates = cited.startsWith('.') ? [fromFile] : [resolve(root, cited), fromFile];
        checkTarget(offset + match.index, cited, anchor, candidates);
      }
    };

    for (const { pattern, reason } of RETIRED_FORMS)
      for (const match of text.matchAll(pattern))
        report(match.index, `${reason} ("${match[0].replace(/[\s*/]+/g, ' ')}")`);

    if (SOURCE.test(file)) {
      for (const comment of commentsOf(text)) checkPaths(comment.text, comment.start);
    } else if (MARKDOWN.test(file)) {
      const links = [...text.matchAll(MD_LINK)];
      for (const match of links) {
        const [path, anchor] = match[1].split('#');
        if (/^[a-z][\w+.-]*:/i.test(path)) continue;
        if (path === '' && anchor) checkTarget(match.index, '', anchor, [file]);
        else if (MARKDOWN.test(path)) {
          const from = path.startsWith('/') ? resolve(root, `.${path}`) : resolve(dirname(file), path);
          checkTarget(match.index, path, anchor, [from]);
        }
      }
      // A link is read from the citing file's folder only (above); its text names nothing, so the text pass skips both.
      const prose = links.reduce(
        (masked, match) =>
          masked.slice(0, match.index) +
          ' '.repeat(match[0].length) +
          masked.slice(match.index + match[0].length),
        text,
      );
      checkPaths(prose, 0);
    }
  }
  return problems;
};

const main = () => {
  const root = resolve(process.argv[2] ?? join(import.meta.dirname, '..', '..'));
  const problems = citationProblems(root);
  for (const { file, line, reason } of problems) console.error(`${file}:${line}: ${reason}`);
  if (problems.length > 0) {
    console.error(`${problems.length} broken documentation citation(s).`);
    process.exit(1);
  }
  console.log('Documentation citations: every cited document and heading exists.');
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
