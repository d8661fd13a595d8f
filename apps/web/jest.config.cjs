// React component tests: SWC compiles TSX (and rewrites Vite's `import.meta.env` to `process.env`), jsdom with
// the fetch/Request globals RTK Query needs, CSS modules as identity objects.
const path = require('node:path');

// A computed path: the workspace preset is not a project, so the module-boundary rule must not resolve it.
const preset = require(path.join(__dirname, '../../jest.preset.cjs'));

const swcWeb = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: {
        react: { runtime: 'automatic' },
        optimizer: { globals: { vars: { 'import.meta.env': 'process.env' } } },
      },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  },
];

module.exports = {
  displayName: 'web',
  rootDir: preset.rootDir,
  // The build's own plugins sit beside vite.config.mts; their tests too.
  roots: ['<rootDir>/apps/web/src', '<rootDir>/apps/web'],
  testEnvironment: 'jest-fixed-jsdom',
  transform: { '^.+\\.(t|j)sx?$': swcWeb },
  moduleFileExtensions: ['tsx', 'ts', 'js', 'json'],
  moduleNameMapper: { '\\.css$': 'identity-obj-proxy', ...preset.moduleNameMapper },
  setupFilesAfterEnv: ['<rootDir>/apps/web/jest.setup.ts'],
  testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
  testTimeout: 15000,
};
