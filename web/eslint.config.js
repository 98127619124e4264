// ESLint 9 flat config: the TypeScript rules, the React hooks rules
// (rules-of-hooks, exhaustive-deps and the React Compiler's checks) and the
// feature boundaries of ARCHITECTURE.md (also guarded by
// src/test/architecture.test.ts). `npx eslint .` runs in `make test`.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = [
  'assistant',
  'auth',
  'backgrounds',
  'balance',
  'book',
  'campaign',
  'dashboard',
  'documents',
  'editor',
  'export',
  'grammar',
  'landing',
  'monsters',
  'names',
  'settings',
];

/** In features/<own>/, imports of any other feature's files. */
function otherFeatures(own) {
  return FEATURES.filter((f) => f !== own).flatMap((f) => [`../${f}/*`, `../../${f}/*`, `../../features/${f}/*`, `../../../features/${f}/*`]);
}

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'coverage'] },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser },
    },
    rules: {
      // `_`-prefixed names are deliberately unused (destructuring a field away).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Type-only imports say so (verbatimModuleSyntax needs it); `typeof
      // import('x')` stays allowed for modules that are loaded lazily.
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      // Generated contract types extend one Go struct with an empty interface.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
  },
  // Node-side files: configs, end-to-end and rules tests, benchmarks, scripts.
  {
    files: ['*.{js,ts,mjs}', 'e2e/**', 'rules-tests/**', 'bench/**', 'scripts/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['src/**/*.{test,spec}.{ts,tsx}', 'src/test/**'],
    languageOptions: { globals: { ...globals.node, ...globals.vitest } },
  },
  // lib/ and components/ are shared: they never reach into a feature.
  {
    files: ['src/lib/**', 'src/components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/features/*', '**/features/**'], message: 'lib/ and components/ never import from features/: move shared code here instead.' }] },
      ],
    },
  },
  // A feature does not import another feature's files (app/ composes them).
  ...FEATURES.map((feature) => ({
    files: [`src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: otherFeatures(feature),
              message: `features/${feature} may not import another feature: share through lib/ or components/, compose in app/.`,
            },
          ],
        },
      ],
    },
  })),
);
