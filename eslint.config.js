// Flat ESLint config for the whole workspace. Module boundaries follow docs/architecture.md:
// scope tags decide who may import whom across apps, type tags decide the layering.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import noCrossFeatureImports from './tools/lint-rules/no-cross-feature-imports.js';

// Each project lints from its own folder with this config re-exported (`eslint .`), where a `files` pattern is
// relative to that folder: the blocks scoped to one folder of the workspace name the workspace root as their base.
const workspaceRoot = dirname(fileURLToPath(import.meta.url));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/storybook-static/**',
      '**/node_modules/**',
      '**/.data/**',
      '**/coverage/**',
      '**/*.d.ts',
      '**/drizzle/**',
      '**/vite.config.ts.timestamp-*',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'] },
            { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:api', 'scope:shared'] },
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:util', 'type:ui', 'type:data-access'] },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:util'] },
            { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['type:util', 'type:data-access'] },
            { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // The UI kit's TextInput and Select render a native <input> and <select>: a label around them labels a control.
      'jsx-a11y/label-has-associated-control': ['error', { controlComponents: ['TextInput', 'Select'] }],
    },
  },
  {
    // Inside the SPA, features never import each other: shared pieces move to lib/, content/ or the UI kit.
    basePath: workspaceRoot,
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    plugins: { waypoint: { rules: { 'no-cross-feature-imports': noCrossFeatureImports } } },
    rules: { 'waypoint/no-cross-feature-imports': 'error' },
  },
  {
    // A route plugin never imports another route plugin: shared logic lives in services or queries.
    basePath: workspaceRoot,
    files: ['apps/api/src/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/routes/**', '../*/index*'], message: 'Routes must not import other routes.' }] }],
    },
  },
  {
    // Route modules share one /api context (routes/index.ts, which registers them): a hook or decorator added in
    // one would reach every route.
    basePath: workspaceRoot,
    files: ['apps/api/src/routes/api/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name=/^(addHook|decorate|decorateRequest|decorateReply|setErrorHandler|setNotFoundHandler|register)$/]",
          message: 'A route module adds routes only (they share one /api context); guard each route instead, e.g. preHandler: app.requireUser.',
        },
      ],
    },
  },
);
