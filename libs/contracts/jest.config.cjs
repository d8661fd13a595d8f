const preset = require('../../jest.preset.cjs');

module.exports = { ...preset, displayName: 'contracts', roots: ['<rootDir>/libs/contracts/src'] };
