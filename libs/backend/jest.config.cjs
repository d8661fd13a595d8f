const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'backend',
  roots: ['<rootDir>/libs/backend/src'],
  testMatch: ['**/*.spec.ts', '**/*.integration-spec.ts'],
};
