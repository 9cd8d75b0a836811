import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../../../scripts/docs/site.ts'
import { checkedBlocks, shellLines, type CodeBlock } from './markdown-blocks.ts'
import { SHELL_COMMANDS } from './shell-commands.ts'
import { typecheckBlocks } from './typecheck-blocks.ts'

/**
 * Every code block of the README and docs/: `ts`/`tsx` blocks compile against the package (one TypeScript
 * program), `ts from-source` blocks are signatures copied from the sources (generated-pages.test.ts keeps them
 * fresh), and every shell line is run by a test named in shell-commands.ts or is an `npm install` line whose
 * versions are package.json's.
 */
const blocks = checkedBlocks()
const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as Record<
  'dependencies' | 'peerDependencies' | 'devDependencies' | 'scripts',
  Record<string, string>
>

const isTypeScript = (block: CodeBlock) => (block.lang === 'ts' || block.lang === 'tsx') && block.meta === ''
const isShell = (block: CodeBlock) => block.lang === 'sh'
// What the CLI prints, checked by command-output.test.ts.
const isOutput = (block: CodeBlock) => block.lang === 'text' && block.meta !== ''

/** An `npm install` line's problems: each `name@version` must be package.json's range for that package. */
function installProblems(line: string): string[] {
  const words = line.split(/\s+/).slice(2)
  const dev = words[0] === '--save-dev'
  const ranges = dev ? pkg.devDependencies : { ...pkg.dependencies, ...pkg.peerDependencies }
  return words
    .filter((word) => !word.startsWith('--'))
    .flatMap((word) => {
      const [, name = word, version] = /^(@?[^@]+)(?:@(.+))?$/.exec(word) ?? []
      // Without a version, any package portkit is developed with (wagmi's own peer @tanstack/react-query).
      const known = version === undefined ? (ranges[name] ?? pkg.devDependencies[name]) : ranges[name]
      if (known === undefined)
        return [`${name} is not in package.json ${dev ? 'devDependencies' : 'peerDependencies'}`]
      return version === undefined || version === known
        ? []
        : [`${name}@${version}: package.json has ${known}`]
    })
}

describe('the code blocks of the README and docs/', () => {
  it('have a language this test checks', () => {
    const unchecked = blocks.filter(
      (block) =>
        !isTypeScript(block) &&
        !isShell(block) &&
        !isOutput(block) &&
        block.lang + block.meta !== 'tsfrom-source',
    )
    expect(unchecked.map((block) => `${block.file}:${block.line} \`\`\`${block.lang} ${block.meta}`)).toEqual(
      [],
    )
  })

  it('type-check against the package and the generated entry (and a wrong block is reported at its line)', () => {
    const wrong: CodeBlock = {
      file: 'broken.md',
      line: 10,
      lang: 'tsx',
      meta: '',
      code: "import { useAccount } from './portkit'\n\nexport const address: number = useAccount().address\n",
    }
    const problems = typecheckBlocks([...blocks.filter(isTypeScript), wrong])
    expect(problems).toEqual([
      "broken.md:12: Type 'string | undefined' is not assignable to type 'number'.\n  Type 'undefined' is not assignable to type 'number'.",
    ])
  }, 120_000)

  it('shell lines are each run by a named test, or install what package.json declares', () => {
    const problems: string[] = []
    const used = new Set<string>()
    for (const block of blocks.filter(isShell)) {
      for (const line of shellLines(block)) {
        const where = `${block.file}:${block.line}: ${line}`
        if (line.startsWith('npm install ')) {
          problems.push(...installProblems(line).map((problem) => `${where}: ${problem}`))
          continue
        }
        const check = SHELL_COMMANDS[line]
        used.add(line)
        if (!check) problems.push(`${where}: not in tests/unit/docs/shell-commands.ts`)
        else if (
          'test' in check &&
          !readFileSync(join(REPO_ROOT, check.test), 'utf8').includes(check.evidence)
        )
          problems.push(`${where}: ${check.test} does not contain ${check.evidence}`)
        else if ('script' in check && pkg.scripts[check.script] === undefined)
          problems.push(`${where}: package.json has no script ${check.script}`)
        else if ('file' in check && !existsSync(join(REPO_ROOT, check.file)))
          problems.push(`${where}: the repository has no ${check.file}`)
      }
    }
    const stale = Object.keys(SHELL_COMMANDS).filter((line) => !used.has(line))
    expect(problems).toEqual([])
    expect(stale, 'entries of shell-commands.ts no page uses').toEqual([])
  })

  it('an install line with a version package.json does not have is refused', () => {
    expect(installProblems('npm install @solana/web3.js@^2.0.0 left-pad')).toEqual([
      '@solana/web3.js@^2.0.0: package.json has ^1.98.4',
      'left-pad is not in package.json peerDependencies',
    ])
  })
})
