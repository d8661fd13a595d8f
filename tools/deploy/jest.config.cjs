const preset = require('../../jest.preset.cjs');

module.exports = { ...preset, displayName: 'deploy', roots: ['<rootDir>/tools/deploy/src'] };
