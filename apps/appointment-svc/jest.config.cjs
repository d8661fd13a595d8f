const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'appointment-svc',
  roots: ['<rootDir>/apps/appointment-svc/src'],
  testMatch: ['**/*.spec.ts', '**/*.integration-spec.ts'],
};
