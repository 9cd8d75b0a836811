import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: [
      'tests/unit/**/*.test.ts',
      'tests/unit/**/*.test.tsx',
      'tests/spec/**/*.test.ts',
      'tests/spec/**/*.test.tsx',
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
