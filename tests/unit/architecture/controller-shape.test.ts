import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { expect, it } from 'vitest'
import { REPO } from '../generator/temp-app.ts'
import { sourceFiles } from './imports.ts'

// docs/architecture.md, "Controller shape": controllers are state + actions + wiring, views small named
// components, so no function of the runtime or the plugins is over 80 lines (issue 31 item 1), outside
// generated files.
const HELD = ['runtime', 'plugins']
const MAX_LINES = 80

/** Every function, method and arrow of a file longer than MAX_LINES, as `file:line name (n lines)`. */
function longFunctions(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(join(REPO, file), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  )
  const found: string[] = []
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1
      const lines = source.getLineAndCharacterOfPosition(node.getEnd()).line + 2 - start
      const name = node.name?.getText(source) ?? '(anonymous)'
      if (lines > MAX_LINES) found.push(`${file}:${start} ${name} (${lines} lines)`)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

it(`no function of the runtime or the plugins is over ${MAX_LINES} lines`, () => {
  const files = HELD.flatMap((dir) => sourceFiles(dir)).filter((file) => !/\.gen\.tsx?$/.test(file))
  expect(files.length).toBeGreaterThan(300)
  expect(files.flatMap(longFunctions)).toEqual([])
})
