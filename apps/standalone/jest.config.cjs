const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'standalone',
  roots: ['<rootDir>/apps/standalone/src'],
  testMatch: ['**/*.spec.ts', '**/*.integration-spec.ts'],
  // The composition root loads every app; the gateway's @fastify/static needs content-disposition, which ships
  // as ES modules only, so Jest compiles it like the workspace's own code.
  transformIgnorePatterns: ['/node_modules/(?!content-disposition/)'],
};
