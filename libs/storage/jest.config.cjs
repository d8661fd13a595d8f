const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'storage',
  roots: ['<rootDir>/libs/storage/src'],
  testMatch: ['**/*.spec.ts', '**/*.integration-spec.ts'],
};
