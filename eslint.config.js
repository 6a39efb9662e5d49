import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      '.data',
      'test-results',
      'playwright-report',
      'supabase/functions/**',
      'tests/functions/deno/**',
      '.stryker-tmp',
      'reports',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // Typed hooks from store/hooks.ts replace the raw react-redux ones (RTK style guide).
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'react-redux', importNames: ['useDispatch', 'useSelector'], message: 'Use store/hooks.' }] },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}', 'scripts/**', '*.config.*'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['tests/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
