const preset = require('../../jest.preset.cjs');

module.exports = { ...preset, displayName: 'storage', roots: ['<rootDir>/libs/storage/src'] };
