import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Any letter, Latin (with accents, not × or ÷) or Arabic.
const LETTERS = '/[A-Za-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u024F\\u0600-\\u06FF]/';
// Not words: the brand, a code's format mask, an e-mail address.
const ALLOWED_LITERALS = '/^[\\s·]*(Pitchside|XXXX-XXXX-XXXX|[\\w.+-]+@[\\w.-]+)[\\s·]*$/';
const READ_ATTRIBUTES = '/^(placeholder|title|aria-label|alt)$/';
const TYPED_FIELDS = '/^(fullName|scorerName|assistName|phoneNumber|instagramUsername)$/';
// Elements that cannot hold a <bdi> (an <option> is plain text) or already isolate.
const BARE_NAME_PARENTS = '/^(Name|bdi|option|title)$/';

const EFFECT_BODY = {
  selector:
    "CallExpression:matches([callee.name=/^use(Layout|Insertion)?Effect$/], [callee.property.name=/^use(Layout|Insertion)?Effect$/]) > ArrowFunctionExpression.arguments:first-child:not([body.type='BlockStatement'], [body.type='ArrowFunctionExpression'], [body.type='FunctionExpression'])",
  message: 'Give the effect a block body: an expression body is returned to React as its cleanup.',
};

// The client's answer types come from the API document by path (pwa/src/data/api-paths.gen.ts); a type
// written at the call could say anything.
const CLIENT_TYPE_ARGUMENTS = {
  selector: 'CallExpression[callee.name=/^(api(Get|Post|Request)|send)$/]:matches([typeArguments], [typeParameters])',
  message: 'Give the API client no type argument: the answer type comes from the path (npm run api:types).',
};

const READ_TEXT_RULES = [
  // Words people read come from the catalogues (pwa/src/i18n/locales), in the reader's language:
  // no letters in JSX text or in a placeholder, title, aria-label or alt written in the code.
  {
    selector: `JSXText[value=${LETTERS}]:not([value=${ALLOWED_LITERALS}])`,
    message: 'Put text people read in the catalogues and show it with t(key).',
  },
  {
    selector: `JSXAttribute[name.name=${READ_ATTRIBUTES}] > Literal[value=${LETTERS}]:not([value=${ALLOWED_LITERALS}])`,
    message: 'Put text people read in the catalogues and pass t(key) to this attribute.',
  },
  {
    selector: `JSXAttribute[name.name=${READ_ATTRIBUTES}] > JSXExpressionContainer > Literal[value=${LETTERS}]:not([value=${ALLOWED_LITERALS}])`,
    message: 'Put text people read in the catalogues and pass t(key) to this attribute.',
  },
  {
    selector: `JSXAttribute[name.name=${READ_ATTRIBUTES}] > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=${LETTERS}]`,
    message: 'Put text people read in the catalogues and pass t(key) to this attribute.',
  },
  // A name, phone number or handle a user typed shown bare in an Arabic line reverses around
  // its neighbours ("FC نمور Achrafieh"): show it through components/name.
  {
    selector: `JSXElement:not([openingElement.name.name=${BARE_NAME_PARENTS}]) > JSXExpressionContainer > MemberExpression[property.name=${TYPED_FIELDS}]`,
    message: 'Show what a user typed through <Name> (components/name), which keeps its own direction.',
  },
];

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
      'no-restricted-syntax': ['error', EFFECT_BODY, CLIENT_TYPE_ARGUMENTS],
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
  {
    // One client calls our API (src/data/api.ts: one time limit, one 401 path, one error shape). The
    // admin code warmer fetches build files, not the API. Tests stub fetch instead of calling it.
    files: ['pwa/src/**/*.{ts,tsx}'],
    ignores: ['pwa/src/data/api.ts', 'pwa/src/admin/warm-admin-code.ts', 'pwa/src/**/*.test.{ts,tsx}', 'pwa/src/test/**'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Call the API through src/data/api.ts (apiRequest, apiGet, apiPost).' }],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].map((object) => ({
          object,
          property: 'fetch',
          message: 'Call the API through src/data/api.ts (apiRequest, apiGet, apiPost).',
        })),
      ],
    },
  },
  {
    // The screens' code, not their tests (which render made-up names and texts on purpose).
    files: ['pwa/src/**/*.tsx'],
    ignores: ['pwa/src/**/*.test.tsx', 'pwa/src/test/**'],
    rules: { 'no-restricted-syntax': ['error', EFFECT_BODY, CLIENT_TYPE_ARGUMENTS, ...READ_TEXT_RULES] },
  },
);
