const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'service-runtime',
  roots: ['<rootDir>/libs/service-runtime/src'],
  testMatch: ['**/*.spec.ts', '**/*.integration-spec.ts'],
};
