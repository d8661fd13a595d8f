// How the workspace's TypeScript is compiled wherever tsc does not do it (Jest, child processes in tests):
// decorator metadata on, because NestJS dependency injection reads it.
module.exports = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2022',
    keepClassNames: true,
  },
  module: { type: 'commonjs' },
};
