import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { DOC_PAGES } from '../../../scripts/docs/pages.ts'
import {
  buildSite,
  DOCS_DIR,
  htmlPath,
  linkProblems,
  REPO_ROOT,
  type SourcePage,
} from '../../../scripts/docs/site.ts'

const outDir = mkdtempSync(join(tmpdir(), 'portkit-docs-site-'))
afterAll(() => rmSync(outDir, { recursive: true, force: true }))

const page = (path: string, markdown: string): SourcePage => ({ path, title: path, markdown })

describe('the documentation site (npm run docs:build)', () => {
  it('renders every page of the navigation, each with a link to every other', async () => {
    const { files } = await buildSite(outDir)
    for (const { path } of DOC_PAGES) expect(files).toContain(htmlPath(path))
    const chains = readFileSync(join(outDir, 'chains.html'), 'utf8')
    const swap = readFileSync(join(outDir, 'plugins', 'swap.html'), 'utf8')
    expect(chains).toContain('<a href="plugins/swap.html">Swap</a>')
    expect(swap).toContain('<a href="../chains.html">Chains: EVM, Solana, Bitcoin, Polkadot</a>')
    // Heading anchors as GitHub makes them, and links between pages turned into links between HTML files.
    expect(readFileSync(join(outDir, 'troubleshooting.html'), 'utf8')).toContain(
      'id="a-peer-package-is-missing"',
    )
    expect(chains).toContain('href="troubleshooting.html#a-peer-package-is-missing"')
    // Code is text: JSX in a block is escaped, not markup.
    expect(readFileSync(join(outDir, 'wagmi.html'), 'utf8')).toContain('&lt;PortkitWagmiProvider&gt;')
    expect(existsSync(join(outDir, 'screenshot.png'))).toBe(true)
  })

  it('has every Markdown file of docs/ in its navigation, and nothing else', () => {
    const onDisk = readdirSync(DOCS_DIR, { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.md'))
      .sort()
    expect(onDisk).toEqual(DOC_PAGES.map(({ path }) => path).sort())
  })

  it('refuses broken links: a missing page, heading or file, and links that are not http(s)', () => {
    const pages = [
      page(
        'a.md',
        '# A\n\n## Set up\n\n[ok](b.md#b) [self](#set-up) [file](../LICENSE) [web](https://example.com)',
      ),
      page(
        'b.md',
        '# B\n\n[gone](c.md) [anchor](a.md#nowhere) [file](../NO-SUCH-FILE) [js](javascript:alert(1)) [bad](%E0%A4%A.md)',
      ),
    ]
    expect(linkProblems(pages, REPO_ROOT)).toEqual([
      'docs/b.md: c.md: no page docs/c.md in the site (scripts/docs/pages.ts)',
      'docs/b.md: a.md#nowhere: no heading #nowhere in docs/a.md',
      'docs/b.md: ../NO-SUCH-FILE: no file NO-SUCH-FILE',
      'docs/b.md: javascript:alert(1): only http(s) and mailto links',
      'docs/b.md: %E0%A4%A.md: malformed percent-encoding',
    ])
  })

  it('is built by `npm run docs:build`, and the README stays short and points into it', () => {
    const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>
    }
    expect(pkg.scripts['docs:build']).toBe('tsx scripts/docs/build.ts')
    const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8')
    expect(readme.split('\n').length).toBeLessThanOrEqual(110)
    const readmeAsPage = page('../README.md', readme)
    expect(
      linkProblems([
        ...DOC_PAGES.map((p) => page(p.path, readFileSync(join(DOCS_DIR, p.path), 'utf8'))),
        readmeAsPage,
      ]),
    ).toEqual([])
  })
})
