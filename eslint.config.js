import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y-x'

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
  // The views' accessibility (labels, roles, keyboard access): jsx-a11y's recommended rules, from the fork
  // that supports eslint 10 (eslint-plugin-jsx-a11y-x, MIT).
  { ...jsxA11y.configs.recommended, files: ['runtime/**/*.tsx', 'plugins/**/*.tsx', 'templates/**/*.tsx'] },
  {
    files: ['runtime/**/*.tsx', 'plugins/**/*.tsx', 'templates/**/*.tsx'],
    rules: {
      // A list takes the arrow keys for its rows (each row a native button or link, reachable and operable
      // on its own): keydown may sit on the list; every other handler stays refused.
      'jsx-a11y-x/no-noninteractive-element-interactions': [
        'error',
        {
          ...jsxA11y.configs.recommended.rules['jsx-a11y-x/no-noninteractive-element-interactions'][1],
          handlers: ['onClick', 'onError', 'onLoad', 'onMouseDown', 'onMouseUp', 'onKeyPress', 'onKeyUp'],
        },
      ],
      // Components' own `autoFocus` props mark the row the focus trap moves to (data-autofocus), never the
      // DOM attribute, which the rule still refuses.
      'jsx-a11y-x/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
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
