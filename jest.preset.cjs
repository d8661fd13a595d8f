// Shared Jest settings for Node projects: SWC keeps decorator metadata (NestJS DI needs it) and maps the
// workspace path aliases of tsconfig.base.json, so tests run the TypeScript sources directly.
const path = require('node:path');
const { compilerOptions } = require('./tsconfig.base.json');

process.env.TZ = 'UTC';

const moduleNameMapper = Object.fromEntries(
  Object.entries(compilerOptions.paths).map(([alias, [target]]) => [
    `^${alias.replace('/', '\\/')}$`,
    path.join(__dirname, target),
  ]),
);

const swcNode = ['@swc/jest', { ...require('./swc.options.cjs'), sourceMaps: 'inline' }];

module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)s$': swcNode },
  moduleFileExtensions: ['ts', 'js', 'json'],
  moduleNameMapper,
  rootDir: __dirname,
  // Only a hang detector, never a speed check: on a loaded two-core CI machine a PGlite database's start and
  // migrations in a beforeAll took over 30 s.
  testTimeout: 120000,
};
