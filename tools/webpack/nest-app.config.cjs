// One webpack configuration for every NestJS app. tsc (not esbuild) keeps decorator metadata for DI; workspace
// libs are bundled (they are npm-workspace links, which nodeExternals would otherwise leave as runtime requires of
// TypeScript sources); third-party packages stay external and load from node_modules.
const path = require('node:path');
const { NxAppWebpackPlugin } = require('@nx/webpack/app-plugin');
const nodeExternals = require('webpack-node-externals');

const workspaceRoot = path.join(__dirname, '..', '..');

/**
 * @param {string} app folder name under apps/
 * @param {string[]} migrationApps apps whose drizzle migrations ship with this bundle (under migrations/<app>)
 */
function nestAppConfig(app, migrationApps) {
  return {
    output: { path: path.join(workspaceRoot, 'dist', 'apps', app), clean: true },
    devtool: 'source-map',
    node: { __dirname: false, __filename: false },
    externals: [nodeExternals({ allowlist: [/^@vitalsync\//], modulesDir: path.join(workspaceRoot, 'node_modules') })],
    plugins: [
      new NxAppWebpackPlugin({
        target: 'node',
        compiler: 'tsc',
        main: `apps/${app}/src/main.ts`,
        tsConfig: `apps/${app}/tsconfig.app.json`,
        outputHashing: 'none',
        optimization: false,
        generatePackageJson: false,
        skipTypeChecking: true,
        externalDependencies: 'none',
        mergeExternals: true,
        sourceMap: true,
        assets: migrationApps.map((name) => ({
          glob: '**/*',
          input: `apps/${name}/drizzle`,
          output: `migrations/${name}`,
        })),
      }),
    ],
  };
}

module.exports = { nestAppConfig };
