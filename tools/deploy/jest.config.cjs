const preset = require('../../jest.preset.cjs');

// kubernetes-models is published as ES modules only: SWC keeps `import()` as is (ignoreDynamic), so Jest
// loads those modules natively (the test target runs Node with --experimental-vm-modules).
const swc = [
  '@swc/jest',
  { ...require('../../swc.options.cjs'), module: { type: 'commonjs', ignoreDynamic: true } },
];

module.exports = {
  ...preset,
  displayName: 'deploy',
  roots: ['<rootDir>/tools/deploy/src'],
  transform: { '^.+\\.(t|j)s$': swc },
};
