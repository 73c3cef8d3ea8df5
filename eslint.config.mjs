import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * Module boundaries, by tag (see docs/architecture.md):
 * - scope:shared (contracts, i18n) depends only on scope:shared;
 * - scope:engine depends only on scope:engine and, outside the workspace, on zod alone;
 * - scope:backend and scope:frontend never import each other;
 * - type:lib never imports an app, and test utilities (type:test-util) only from tests.
 */
function depConstraints({ inTests }) {
  const libraryTypes = inTests ? ['type:lib', 'type:test-util'] : ['type:lib'];
  return [
    { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared', 'scope:engine', ...(inTests ? ['scope:backend'] : [])] },
    {
      sourceTag: 'scope:engine',
      onlyDependOnLibsWithTags: ['scope:engine'],
      allowedExternalImports: inTests ? ['zod', 'fast-check'] : ['zod'],
    },
    { sourceTag: 'scope:backend', onlyDependOnLibsWithTags: ['scope:shared', 'scope:engine', 'scope:backend'] },
    { sourceTag: 'scope:frontend', onlyDependOnLibsWithTags: ['scope:shared', 'scope:engine', 'scope:frontend'] },
    { sourceTag: 'scope:tooling', onlyDependOnLibsWithTags: ['scope:shared', 'scope:engine', 'scope:backend', 'scope:frontend', 'scope:tooling'] },
    { sourceTag: 'type:lib', onlyDependOnLibsWithTags: libraryTypes },
    { sourceTag: 'type:test-util', onlyDependOnLibsWithTags: ['type:lib', 'type:test-util'] },
    { sourceTag: 'type:bench', onlyDependOnLibsWithTags: ['type:lib', 'type:test-util'] },
    { sourceTag: 'type:app', onlyDependOnLibsWithTags: libraryTypes },
  ];
}

const boundaries = (inTests) => [
  'error',
  {
    enforceBuildableLibDependency: false,
    banTransitiveDependencies: true,
    checkNestedExternalImports: true,
    // The operations pages import a few of the engine's pure rules (model design, tree-shaken) and
    // load the whole engine lazily for the forecast (its own chunk): both are intended.
    checkDynamicDependenciesExceptions: ['@simbiz/engine'],
    allow: [],
    depConstraints: depConstraints({ inTests }),
  },
];

const TEST_FILES = ['**/*.spec.ts', '**/*.int-spec.ts', '**/test-support/**/*.ts'];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  { ignores: ['**/dist', '**/node_modules', '**/.nx', '**/tmp', '**/coverage', '**/*.tmp.ts'] },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mjs', '**/*.cjs', '**/*.js'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'error',
    },
  },
  // Boundaries apply to code, not to tool configuration files beside it.
  { files: ['**/src/**/*.ts', '**/src/**/*.tsx', '**/src/**/*.mjs'], rules: { '@nx/enforce-module-boundaries': boundaries(false) } },
  { files: TEST_FILES, rules: { '@nx/enforce-module-boundaries': boundaries(true) } },
  {
    // Hooks at the top level of components and hooks, with every dependency named.
    files: ['shell/src/**/*.tsx', 'mfe-*/src/**/*.{ts,tsx}', 'libs/ui/src/**/*.{ts,tsx}', 'libs/web-kit/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // One router for the whole page, and only the parts the pages use: see libs/web-kit/src/router.ts.
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}', 'libs/ui/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: 'react-router', message: 'Import routing from @simbiz/web-kit.' }] }] },
  },
  {
    // Decision services (and worlds, for its audited changes) declare their handlers (@Decision, @CompanyRead, @Audited, @RoundSnapshot, @RoundApply):
    // no controller wraps audit, decision maker or round fence by hand (docs/architecture.md, "Decision areas").
    files: ['services/{products,stores,warehouse,finance,teams,worlds}/src/**/*.controller.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@simbiz/service-kit',
              importNames: ['audited', 'auditContext', 'decisionMaker', 'withinOpenRound', 'companyReader', 'takeRoundSnapshot'],
              message: 'Declare the handler instead: @Decision, @CompanyRead, @Audited, @RoundSnapshot or @RoundApply.',
            },
          ],
        },
      ],
    },
  },
  {
    // The engine is pure: same inputs, same output, on a server, in a browser or in a replay.
    files: ['libs/engine/src/**/*.ts'],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(node:|fs$|path$|os$|crypto$|child_process$|http|net$)', message: 'The engine does no I/O.' }] },
      ],
      'no-restricted-globals': [
        'error',
        ...['Date', 'process', 'setTimeout', 'setInterval', 'setImmediate', 'fetch', 'performance', 'crypto', 'globalThis', 'window', 'require', 'console'].map(
          (name) => ({ name, message: 'The engine is pure: no clock, no I/O, no globals.' }),
        ),
      ],
      'no-restricted-properties': ['error', { object: 'Math', property: 'random', message: 'Use the seeded stream in the state (core/random.ts).' }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable', __dirname: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
];
