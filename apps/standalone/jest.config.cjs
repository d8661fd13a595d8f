const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'standalone',
  roots: ['<rootDir>/apps/standalone/src'],
  testMatch: ['**/*.spec.ts', '**/*.integration-spec.ts'],
};
