const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'ai-svc',
  roots: ['<rootDir>/apps/ai-svc/src'],
  testMatch: ['**/*.spec.ts', '**/*.integration-spec.ts'],
};
