// Runs a TypeScript file of the workspace in a plain Node child process (Jest's transform only exists inside
// Jest): the workspace's SWC options (swc.options.cjs) and the path aliases of tsconfig.base.json.
const { readFileSync } = require('node:fs');
const Module = require('node:module');
const path = require('node:path');
const { transformSync } = require('@swc/core');

const workspaceRoot = path.join(__dirname, '..', '..', '..', '..');
const { compilerOptions } = require(path.join(workspaceRoot, 'tsconfig.base.json'));
const swcOptions = require(path.join(workspaceRoot, 'swc.options.cjs'));
const aliases = new Map(
  Object.entries(compilerOptions.paths).map(([alias, [target]]) => [alias, path.join(workspaceRoot, target)]),
);

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function resolveAlias(request, ...rest) {
  return resolveFilename.call(this, aliases.get(request) ?? request, ...rest);
};

Module._extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), { filename, ...swcOptions });
  module._compile(code, filename);
};

require(path.resolve(process.argv[2]));
