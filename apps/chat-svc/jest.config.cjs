const preset = require('../../jest.preset.cjs');

module.exports = {
  ...preset,
  displayName: 'chat-svc',
  roots: ['<rootDir>/apps/chat-svc/src'],
  testMatch: ['**/*.spec.ts', '**/*.integration-spec.ts'],
};
