const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'signaling-svc',
  roots: ['<rootDir>/apps/signaling-svc/src'],
  testMatch: ['**/*.spec.ts', '**/*.integration-spec.ts'],
};
