// ESLint 9 flat config: the TypeScript rules, the React hooks rules
// (rules-of-hooks, exhaustive-deps and the React Compiler's checks) and the
// feature boundaries of ARCHITECTURE.md through eslint-plugin-boundaries
// (src/test/boundaries.test.ts proves they fail on a violation). `npx eslint .`
// runs in `make test`.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The parts of src/ for eslint-plugin-boundaries: each folder under
 * features/ is one feature (its name captured); lib/, components/ and
 * config/ are shared; app/ composes the features; test/ holds test helpers.
 */
const ELEMENTS = [
  { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
  { type: 'app', pattern: 'src/app' },
  { type: 'lib', pattern: 'src/lib' },
  { type: 'components', pattern: 'src/components' },
  { type: 'config', pattern: 'src/config' },
  { type: 'test', pattern: 'src/test' },
];

/** The Firebase SDK, and lib/firebase.ts, which hands out its instances. */
const FIREBASE = [{ module: { origin: 'external', source: ['firebase', '@firebase/*'] } }, { file: { path: 'src/lib/firebase.ts' } }];

/**
 * The feature boundaries of ARCHITECTURE.md. The last policy that matches
 * an import decides.
 */
const BOUNDARY_POLICIES = [
  // A feature does not import another feature's files (app/ composes them).
  {
    from: { element: { type: 'feature' } },
    disallow: { to: { element: { type: 'feature' } } },
    message: 'features/{{from.element.captured.feature}} may not import another feature (features/{{to.element.captured.feature}}): share through lib/ or components/, compose in app/.',
  },
  // Shared code never reaches into a feature.
  {
    from: { element: { type: ['lib', 'components', 'config'] } },
    disallow: { to: { element: { type: ['feature', 'app'] } } },
    message: 'lib/, components/ and config/ never import from features/ or app/: move shared code here instead.',
  },
  // Firebase only behind lib/ and each feature's api module (and their tests).
  {
    disallow: { to: FIREBASE },
    message: 'Firebase is used only in lib/ and in a feature\'s api module (features/<feature>/api.ts).',
  },
  {
    from: [{ element: { type: 'lib' } }, { file: { path: ['src/features/*/api.ts', 'src/features/*/api.test.ts'] } }],
    allow: { to: FIREBASE },
  },
];

const BACKDROP_FILTER_CLASS = '/backdrop-(blur|filter|brightness|contrast|saturate)/';
const NO_BACKDROP_FILTER =
  'No backdrop filters (backdrop-blur...): software-composited browsers redraw them every frame; use an opaque or plainly dimmed background.';

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
  // No backdrop filters in class names or styles: a browser compositing in
  // software (no GPU, as in many VMs and remote desktops) redraws them on
  // every frame (see the note in src/index.css).
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `Literal[value=${BACKDROP_FILTER_CLASS}]`, message: NO_BACKDROP_FILTER },
        { selector: `TemplateElement[value.raw=${BACKDROP_FILTER_CLASS}]`, message: NO_BACKDROP_FILTER },
        { selector: "Property[key.name='backdropFilter']", message: NO_BACKDROP_FILTER },
      ],
    },
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
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': ELEMENTS,
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      // Imports within one element (one feature's own files) are not checked.
      'boundaries/dependencies': ['error', { default: 'allow', checkAllOrigins: true, policies: BOUNDARY_POLICIES }],
    },
  },
);
