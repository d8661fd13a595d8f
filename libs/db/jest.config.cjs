const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'db',
  roots: ['<rootDir>/libs/db/src'],
  testMatch: ['**/*.spec.ts', '**/*.integration-spec.ts'],
};
