import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

/** Barrel imports of the icon package pull every icon into the bundle. */
const iconBarrel = {
  name: '@mui/icons-material',
  message: 'Import the icon by path: @mui/icons-material/Name',
};

/**
 * The direction of imports between top-level folders (DESIGN.md 1b), so that no two import each
 * other: resources/ (the declarations) depends on nothing; contract/ (what browser and server share:
 * wire shapes, paths, error codes, runtime configuration, the access and menu rules over the
 * declarations) and i18n/ on resources/ only; the server on those three; the browser likewise, in
 * layers: authProvider/ under dataProvider/ under src/. No pure layer depends on React.
 */
const folder = (names) => `(^|/)(${names.join('|')})(/|$)`;
const restrictedImports = (forbidden, why, packages = []) => [
  'error',
  {
    paths: [iconBarrel, ...packages.map((name) => ({ name, message: why }))],
    patterns: forbidden.length
      ? [{ regex: `^\\.{1,2}/(.*/)?${folder(forbidden).slice(5)}`, message: why }]
      : [],
  },
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'coverage', 'server/db/migrations', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': restrictedImports([], ''),
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': restrictedImports(
        ['src', 'dataProvider', 'authProvider'],
        'The server depends on contract/, resources/ and i18n/, never on the browser app.',
      ),
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrictedImports(
        ['server'],
        'The browser depends on contract/, resources/ and i18n/, never on the server.',
      ),
    },
  },
  {
    files: ['dataProvider/**/*.ts'],
    rules: {
      'no-restricted-imports': restrictedImports(
        ['server', 'src'],
        'dataProvider/ serves the screens (src/) and signs its calls with authProvider/: it imports neither the screens nor the server.',
      ),
    },
  },
  {
    files: ['authProvider/**/*.ts'],
    rules: {
      'no-restricted-imports': restrictedImports(
        ['server', 'src', 'dataProvider'],
        'authProvider/ is the lowest browser layer: the screens and the data provider use it, never the other way.',
      ),
    },
  },
  {
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': restrictedImports(
        ['server', 'src', 'dataProvider', 'authProvider', 'i18n'],
        'contract/ holds what browser and server share, over the declarations (resources/): no server, browser app or React code.',
        ['react', 'react-admin', 'ra-core', 'axios', 'fastify', 'drizzle-orm'],
      ),
    },
  },
  {
    files: ['resources/**/*.ts'],
    rules: {
      'no-restricted-imports': restrictedImports(
        ['server', 'src', 'dataProvider', 'authProvider', 'contract', 'i18n'],
        'resources/ holds the declarations, plain data: it imports no other folder, and no React code.',
        ['react', 'react-admin', 'ra-core', 'axios', 'fastify', 'drizzle-orm'],
      ),
    },
  },
  {
    // Messages are read by both sides; react-admin's message types are types only.
    files: ['i18n/**/*.ts'],
    rules: {
      'no-restricted-imports': restrictedImports(
        ['server', 'src', 'dataProvider', 'authProvider', 'contract'],
        'i18n/ holds messages for both sides, over the declarations (resources/): no server or browser app code.',
      ),
    },
  },
);
