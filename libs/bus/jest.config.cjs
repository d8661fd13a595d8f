const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'bus',
  roots: ['<rootDir>/libs/bus/src'],
  testMatch: ['**/*.spec.ts', '**/*.integration-spec.ts'],
};
