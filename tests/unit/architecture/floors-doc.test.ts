import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO } from '../generator/temp-app.ts'
import { FLOORS } from './floors.ts'

// docs/architecture.md's floor table is the one the floors test enforces: a contributor reading the page reads
// the rules the suite holds the code to.

const yesNo = (flag: boolean) => (flag ? 'yes' : 'no')

function documentedRows(): string[][] {
  const page = readFileSync(join(REPO, 'docs', 'architecture.md'), 'utf8')
  return page
    .split('\n')
    .filter((line) => /^\| \d+ +\|/.test(line))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    )
}

describe('docs/architecture.md', () => {
  it('lists every floor with the paths and libraries the floors test allows it, in order', () => {
    expect(documentedRows()).toEqual(
      FLOORS.map((floor) => [
        String(floor.floor),
        floor.paths.map((path) => `\`${path}\``).join(', '),
        yesNo(floor.react),
        yesNo(floor.chainLibraries),
        yesNo(floor.bridgeLibraries),
      ]),
    )
  })
})
