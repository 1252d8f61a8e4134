// The linter of `make check`: JavaScript's and TypeScript's recommended rules,
// the rules of hooks, and Docusaurus's own rules (links through <Link>,
// translatable strings written as literals).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import docusaurus from '@docusaurus/eslint-plugin';
import globals from 'globals';

export default tseslint.config(
  {ignores: ['build/', 'build-*/', '.docusaurus/', '.benchmark/', '.cache/', 'test-results/', 'reports/', 'static/', '**/*.tmp.*']},
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: {'@docusaurus': docusaurus},
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    rules: {
      // Links to other sites may be <a>; links to the site's own pages go through <Link>.
      '@docusaurus/no-html-links': ['error', {ignoreFullyResolved: true}],
      '@docusaurus/string-literal-i18n-messages': 'error',
      // Unused arguments named with a leading underscore are placeholders of a signature.
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
    },
  },
  {
    // React code only: Playwright's fixtures also call a function named `use`.
    files: ['src/**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks},
    rules: {'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error'},
  },
);
