import { bundleOf } from './vite-bundle.fixture';
import { chunkGraphOf } from './vite-chunk-graph';

const BUNDLE = bundleOf(
  { fileName: 'assets/index.js', imports: ['assets/ui.js'], isEntry: true, css: ['assets/index.css'] },
  // A chunk the entry and the page share: its stylesheet is already on every page.
  { fileName: 'assets/ui.js', css: ['assets/ui.css'] },
  {
    fileName: 'assets/Page.js',
    imports: ['assets/ui.js', 'assets/form.js', 'assets/card.js'],
    source: 'src/Page.tsx',
    css: ['assets/Page.css'],
  },
  { fileName: 'assets/form.js', imports: ['assets/card.js'], css: ['assets/form.css', 'assets/card.css'] },
  { fileName: 'assets/card.js', css: ['assets/card.css'] },
);

describe('chunk graph', () => {
  const route = { sources: ['src/Page.tsx'], budgetBytes: 1 };

  it("lists a route's own chunk files, the entry's left out", () => {
    expect(chunkGraphOf(BUNDLE).routeFiles(route).sort()).toEqual([
      'assets/Page.js',
      'assets/card.js',
      'assets/form.js',
    ]);
  });

  it("lists the stylesheets a route's chunks bring, each once, those the entry's chunks bring left out", () => {
    expect(chunkGraphOf(BUNDLE).routeStyles(route).sort()).toEqual([
      'assets/Page.css',
      'assets/card.css',
      'assets/form.css',
    ]);
  });
});
