const preset = require('../../jest.preset.cjs');

module.exports = { ...preset, displayName: 'testing', roots: ['<rootDir>/libs/testing/src'] };
