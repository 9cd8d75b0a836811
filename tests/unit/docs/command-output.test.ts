import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { COMMAND_OUTPUT, outputBlocks, withFreshOutput } from '../../../scripts/docs/command-output.ts'
import { DOC_PAGES } from '../../../scripts/docs/pages.ts'
import { DOCS_DIR } from '../../../scripts/docs/site.ts'

// The docs' ```text <name>``` blocks show what the CLI prints (the features table, doctor's projectId
// warning, generate's peer refusals), taken from the functions the CLI calls: never copied by hand.
describe('the CLI output shown in docs/', () => {
  const pages = DOC_PAGES.map(({ path }) => ({ path, markdown: readFileSync(join(DOCS_DIR, path), 'utf8') }))

  it.each(pages.map((page) => [page.path, page.markdown]))(
    'docs/%s holds what the CLI prints',
    (path, markdown) => {
      expect(
        withFreshOutput(markdown, path) === markdown,
        `docs/${path}: an output block is stale: run \`npm run docs:gen\` and commit it`,
      ).toBe(true)
    },
  )

  it('every output block is shown somewhere, and the features table is the one FEATURE_SERVICES gives', () => {
    const shown = pages.flatMap(({ markdown }) => outputBlocks(markdown).map((block) => block.name))
    expect([...shown].sort()).toEqual(Object.keys(COMMAND_OUTPUT).sort())
    const production = outputBlocks(pages.find((page) => page.path === 'production.md')!.markdown)
    expect(production.find((block) => block.name === 'feature-table')?.output).toContain(
      '  swaps             off  services.dataApi (not set)',
    )
  })

  it('the peer refusals name each peer with its install line', () => {
    const lines = COMMAND_OUTPUT['peer-refusals']!().split('\n')
    expect(lines).toHaveLength(5)
    expect(lines[0]).toMatch(/^portkit\.config\.ts: connectors\[1\]: the walletconnect connector needs /)
    expect(lines[4]).toMatch(
      /^portkit\.config\.ts: connectors\[1\]: coinbase needs the Coinbase Wallet SDK: /,
    )
  })

  it('refuses an unknown output block, and rewrites a stale one', () => {
    expect(() => withFreshOutput('```text nonsense\nx\n```', 'page.md')).toThrow(
      'docs/page.md: unknown output block ```text nonsense',
    )
    // An empty block is filled, and the page after it kept.
    expect(withFreshOutput('```text peer-refusals\n```\n\nafter\n\n```sh\nx\n```', 'page.md')).toMatch(
      /^```text peer-refusals\nportkit\.config\.ts: [^`]+\n```\n\nafter\n\n```sh\nx\n```$/,
    )
    expect(withFreshOutput('```text project-id-warning\nold\n```', 'page.md')).toContain(
      'projectId "your-walletconnect-project-id" cannot be a WalletConnect project id',
    )
  })
})
