import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'

// Product code is linted with type information (typescript-eslint's type-checked recommended set); the
// project service opens tsconfig.json once and every typed file shares that one program.
const typed = [
  'runtime/**/*.{ts,tsx}',
  'plugins/**/*.{ts,tsx}',
  'cli/**/*.ts',
  'generator/**/*.ts',
  'server/**/*.ts',
  'devnet/**/*.ts',
  'scripts/**/*.ts',
  'bench/**/*.{ts,tsx}',
]

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
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: typed })),
  {
    files: typed,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // A promise built around another passes that one's rejection on as it is (typed `unknown`).
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingUnknown: true }],
    },
  },
  {
    // The classic rules of hooks; the React Compiler's rules of the plugin's recommended set follow as the
    // views move to the controller shape of docs/architecture.md (issue 31).
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
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
