import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'

const CONSTANTS = 'runtime/core/constants.ts'
const PRODUCT_ROOTS = ['runtime', 'plugins', 'generator', 'cli']

/** Source files the product ships or runs (tests excluded). */
function productFiles(): string[] {
  return PRODUCT_ROOTS.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => join(root, file)),
  ).filter((file) => file !== CONSTANTS)
}

// A constant only a test reads is a spec value nothing honours: wire it into the product or leave it out.
it('every constant of runtime/core/constants.ts is used by product code, not only by tests', () => {
  const names = [...readFileSync(CONSTANTS, 'utf8').matchAll(/^export const (\w+)/gm)].map((m) => m[1]!)
  const sources = productFiles().map((file) => readFileSync(file, 'utf8'))
  const unused = names.filter((name) => !sources.some((source) => new RegExp(`\\b${name}\\b`).test(source)))
  expect(names.length).toBeGreaterThan(10)
  expect(unused).toEqual([])
})
