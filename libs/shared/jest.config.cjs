const preset = require('../../jest.preset.cjs');

module.exports = { ...preset, displayName: 'shared', roots: ['<rootDir>/libs/shared/src'] };
