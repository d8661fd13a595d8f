const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'api-e2e',
  roots: ['<rootDir>/apps/api-e2e/src'],
  testMatch: ['**/*.e2e-spec.ts'],
  testTimeout: 120000,
};
