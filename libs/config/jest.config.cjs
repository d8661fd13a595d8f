const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'config',
  roots: ['<rootDir>/libs/config/src'],
  testMatch: ['**/*.spec.ts'],
};
