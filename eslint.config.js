import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.data/**', 'api/drizzle/**', 'e2e/.artifacts/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['pwa/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.serviceworker } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // An effect's arrow with an expression body hands that value to React as its cleanup: a Promise
      // (Chromium's scrollIntoView) or any other non-function then throws when the component goes.
      // Only a returned cleanup function may stand as the body (() => () => clearTimeout(t)).
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression:matches([callee.name=/^use(Layout|Insertion)?Effect$/], [callee.property.name=/^use(Layout|Insertion)?Effect$/]) > ArrowFunctionExpression.arguments:first-child:not([body.type='BlockStatement'], [body.type='ArrowFunctionExpression'], [body.type='FunctionExpression'])",
          message: 'Give the effect a block body: an expression body is returned to React as its cleanup.',
        },
      ],
      // react-router's own Link drags its framework-mode prefetching into every first load.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-router', importNames: ['Link', 'NavLink'], message: 'Use components/link: the same links, without the weight.' },
          ],
        },
      ],
    },
  },
);
