const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'auth-svc',
  roots: ['<rootDir>/apps/auth-svc/src'],
  testMatch: ['**/*.spec.ts', '**/*.integration-spec.ts'],
};
