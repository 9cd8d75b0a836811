// @ts-check
/**
 * Mutation testing of the modules that carry the spec's rules (issue 29): `npm run mutate`, not part of
 * `npm test` (it runs the tests once per mutant, tens of minutes on two cores). The report goes to
 * reports/mutation/ (HTML and JSON) and the terminal, with the score per folder and file.
 * A single folder: `npm run mutate -- --mutate 'runtime/core/**\/*.ts'`.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutate.config.ts' },
  coverageAnalysis: 'perTest',
  mutate: [
    'runtime/core/**/*.ts',
    'runtime/controllers/**/*.ts',
    'plugins/*/*-controller.ts',
    '!**/*.gen.ts',
    '!**/locales/**',
    '!runtime/core/i18n/core-locales/**',
  ],
  // Code that only runs when a module loads (constant tables, class declarations) is covered by every test
  // or by none: each of its mutants would run the whole suite.
  ignoreStatic: true,
  concurrency: 2,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 90, low: 85, break: null },
  tempDirName: '.stryker-tmp',
  // The sandbox is a copy of the sources: the build and the last report stay behind.
  ignorePatterns: ['dist', 'reports', 'test-results', '.portkit'],
  cleanTempDir: 'always',
}
