import js from '@eslint/js'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  // dist/: the build (`npm test` writes it while lint runs). .portkit/: git-ignored work folders (the demo app,
  // the docs' type-checked blocks and built site).
  {
    ignores: [
      'node_modules/**',
      '**/*.gen.ts',
      'test-results/**',
      'playwright-report/**',
      '.portkit/**',
      'dist/**',
      '.stryker-tmp/**',
      'reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { window: 'readonly', document: 'readonly', console: 'readonly', process: 'readonly' },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
)
