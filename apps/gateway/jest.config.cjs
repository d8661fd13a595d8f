const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'gateway',
  roots: ['<rootDir>/apps/gateway/src'],
  testMatch: ['**/*.spec.ts', '**/*.integration-spec.ts'],
};
