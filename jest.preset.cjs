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

const swcNode = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  },
];

module.exports = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j)s$': swcNode },
  moduleFileExtensions: ['ts', 'js', 'json'],
  moduleNameMapper,
  rootDir: __dirname,
  testTimeout: 30000,
};
