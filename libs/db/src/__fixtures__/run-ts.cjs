// Runs a TypeScript file of the workspace in a plain Node child process (Jest's transform only exists inside
// Jest): SWC with decorator metadata, as in jest.preset.cjs, and the path aliases of tsconfig.base.json.
const { readFileSync } = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const { transformSync } = require('@swc/core');

const workspaceRoot = path.join(__dirname, '..', '..', '..', '..');
const { compilerOptions } = require(path.join(workspaceRoot, 'tsconfig.base.json'));
const aliases = new Map(
  Object.entries(compilerOptions.paths).map(([alias, [target]]) => [alias, path.join(workspaceRoot, target)]),
);

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function resolveAlias(request, ...rest) {
  return resolveFilename.call(this, aliases.get(request) ?? request, ...rest);
};

Module._extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    filename,
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};

require(path.resolve(process.argv[2]));
