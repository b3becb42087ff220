// One lint configuration for the whole repository (`npm run lint`; `npm test` runs it first).
// Types are checked by tsc as its own step, so these rules need no type information and stay fast.
import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      // Playwright's results and HTML reports, of both passes (e2e/support/environment.ts)
      '**/test-results*/',
      'test-reports/',
      '**/playwright-report/',
      'bench-results/',
      '.data/',
      'coverage/',
      'shared/src/api/generated/'
    ]
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'always']
    }
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' }
  },
  {
    // Browser code: the shell, the remotes and the shared package's runtime.
    files: ['shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // An effect's arrow returns nothing or its cleanup: React calls what it returns when the effect
      // ends. A browser call that returned nothing may start returning a value (Chromium 156 gives a
      // promise back from scrollIntoView and scrollTo), and the cleanup then throws and takes the
      // area down. So an expression body is only `void …` or the cleanup arrow itself.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.name=/^use(Layout|Insertion)?Effect$/] > ArrowFunctionExpression.arguments:first-child[expression=true]:not([body.type='ArrowFunctionExpression']):not([body.type='UnaryExpression'][body.operator='void'])",
          message: 'An effect returns nothing or its cleanup function: give it a block body (or `void` the expression).'
        },
        {
          selector:
            'CallExpression[callee.name=/^use(Layout|Insertion)?Effect$/] > ArrowFunctionExpression.arguments:first-child > BlockStatement > ReturnStatement > :not(ArrowFunctionExpression, FunctionExpression, Identifier, ConditionalExpression, LogicalExpression, CallExpression)',
          message: 'An effect returns nothing or its cleanup function.'
        }
      ]
    }
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended
  },
  {
    // Command-line tools and benchmarks report on the console by design.
    files: [
      'scripts/**',
      'bench/**',
      '*/bench/**',
      'shared/build/cli.cjs',
      'api/scripts/**',
      'api/src/dev-api/cli.ts',
      'api/src/server.ts',
      'shell/scripts/**',
      'e2e/**'
    ],
    rules: { 'no-console': 'off' }
  },
  {
    files: ['**/*.test.{ts,tsx,mjs,cjs}', '**/*.spec.ts', '**/testing/**', 'api/test/**'],
    languageOptions: { globals: { ...globals.jest } }
  }
)
