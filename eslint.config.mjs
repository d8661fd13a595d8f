import nx from '@nx/eslint-plugin';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import prettier from 'eslint-config-prettier';
import tseslint from 'typescript-eslint';

export default [
  {
    ignores: ['**/dist', '**/node_modules', '**/.nx', '**/coverage', '**/drizzle/meta', '**/playwright-report', '**/test-results', 'reports', 'tmp', 'data'],
  },
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.mjs', '**/*.cjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: [],
          depConstraints: [
            { sourceTag: 'type:composition', onlyDependOnLibsWithTags: ['type:app', 'scope:shared', 'scope:backend'] },
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:feature', 'type:data-access', 'type:util'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:util', 'type:data-access', 'scope:shared'] },
            { sourceTag: 'scope:frontend', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:backend', onlyDependOnLibsWithTags: ['scope:backend', 'scope:shared'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['scope:shared', 'scope:backend', 'scope:e2e'] },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { prefer: 'type-imports', fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // NestJS resolves constructor parameters from emitted metadata: a type-only import would erase the class
    // reference DI needs, so classes injected by type stay value imports in backend code. The validator classes
    // (libs/contracts, server entry) are read from the same metadata: a property typed by a DTO keeps its class.
    files: ['apps/*-svc/**/*.ts', 'apps/gateway/**/*.ts', 'apps/standalone/**/*.ts', 'libs/bus/**/*.ts', 'libs/backend/**/*.ts', 'libs/db/**/*.ts', 'libs/storage/**/*.ts', 'libs/config/**/*.ts', 'libs/service-runtime/**/*.ts', 'libs/contracts/src/**/*.dto.ts', 'libs/contracts/src/validation/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    // The composition root is the one project allowed to import apps: its only job is to compose them.
    files: ['apps/standalone/**/*.ts'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          allow: ['@vitalsync/gateway', '@vitalsync/auth-svc', '@vitalsync/appointment-svc', '@vitalsync/chat-svc', '@vitalsync/ai-svc', '@vitalsync/signaling-svc'],
          depConstraints: [{ sourceTag: 'type:composition', onlyDependOnLibsWithTags: ['type:app', 'scope:shared', 'scope:backend'] }],
        },
      ],
    },
  },
  {
    // Settings are read once, by each app's entry point (main.ts), and validated there; everything else is handed
    // them (libs/config). Test code and test helpers may set up their own environment.
    files: ['apps/gateway/src/**/*.ts', 'apps/*-svc/src/**/*.ts', 'apps/standalone/src/**/*.ts', 'libs/{backend,bus,config,contracts,db,service-runtime,shared,storage}/src/**/*.ts'],
    ignores: ['**/main.ts', '**/*.spec.ts', '**/*.integration-spec.ts', '**/__fixtures__/**', 'libs/db/src/test-database.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Inject the app settings (libs/config) instead: only main.ts reads the environment.' }],
    },
  },
  {
    // Tool configuration files reach into the workspace root by relative path; they are not part of any module graph.
    files: ['**/jest.config.cjs', '**/webpack.config.cjs', '**/vite.config.ts', '**/playwright.config.ts', 'jest.preset.cjs', 'swc.options.cjs'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    // The browser gets the contracts' types and rules only: the validator classes (and the class-validator they
    // carry) stay behind the server entry, so the web bundle never ships them.
    files: ['apps/web/src/**/*.ts', 'apps/web/src/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@vitalsync/contracts/server', message: 'Server-only: the web imports @vitalsync/contracts.' }],
          patterns: [{ group: ['class-validator', 'class-transformer'], message: 'Server-only: the web checks with the contracts\' rules.' }],
        },
      ],
    },
  },
  {
    // Web: no import cycles, the shared form kit depends on no feature, and profile leans on neither auth nor
    // the dashboards that host it (issue 6 removed those cycles; these rules keep them out).
    files: ['apps/web/src/**/*.ts', 'apps/web/src/**/*.tsx'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './apps/web/src/forms', from: './apps/web/src/features' },
            { target: './apps/web/src/features/profile', from: ['./apps/web/src/features/auth', './apps/web/src/features/dashboard'] },
          ],
        },
      ],
    },
  },
  prettier,
];
