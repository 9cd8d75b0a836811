import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CONFIG_KEYS } from '../../../generator/config/options.ts'
import { checkedExample, declaredOptions } from '../../../scripts/docs/config-reference.ts'
import { GENERATED_PAGES } from '../../../scripts/docs/generated-pages.ts'
import { exportedFunctions } from '../../../scripts/docs/hooks-reference.ts'
import { DOCS_DIR } from '../../../scripts/docs/site.ts'

describe('the generated pages of docs/', () => {
  it.each(Object.keys(GENERATED_PAGES))('docs/%s is what `npm run docs:gen` writes', async (page) => {
    const committed = readFileSync(join(DOCS_DIR, page), 'utf8')
    const fresh = await GENERATED_PAGES[page]!()
    expect(committed === fresh, `docs/${page} is stale: run \`npm run docs:gen\` and commit it`).toBe(true)
  })

  it('the configuration reference has a section per option, with its type, default, example and refusal', () => {
    const page = readFileSync(join(DOCS_DIR, 'config-reference.md'), 'utf8')
    const sections = page.split(/^## /m).slice(1)
    expect(sections.map((section) => section.split('\n')[0])).toEqual(CONFIG_KEYS)
    for (const section of sections) {
      for (const row of ['- Type: `', '- Default: ', '- Example: `', '- Refused, e.g.: `'])
        expect(section).toContain(row)
    }
    // Types as PortkitConfig declares them, notes from its TSDoc.
    expect(declaredOptions().get('customRpcUrls')?.note).toContain('never put a secret API key in one')
    expect(page).toContain('- Type: `Record<CaipNetworkId, { url: string }[]>`')
  })

  it('refuses an example the validator refuses, and a "refused" value it accepts', () => {
    expect(() => checkedExample('themeMode', { example: 'blue', refused: 'red' })).toThrow(
      'config example of themeMode is refused: themeMode: must be one of: light, dark, system',
    )
    expect(() => checkedExample('themeMode', { example: 'dark', refused: 'light' })).toThrow(
      'config example of themeMode: the refused value is accepted',
    )
  })

  it('the hooks reference takes signatures and TSDoc from the declaring files', () => {
    const hooks = exportedFunctions('runtime/react/index.ts')
    const account = hooks.find((fn) => fn.name === 'useAccount')
    expect(account).toEqual({
      name: 'useAccount',
      signature: 'function useAccount(): AccountInfo',
      doc: "The active chain's account.",
      file: 'runtime/react/hooks.ts',
    })
    // Type-only exports and constants are not functions of the page.
    expect(hooks.map((fn) => fn.name)).not.toContain('LOCALES')
    expect(hooks.map((fn) => fn.name)).not.toContain('AccountInfo')
  })
})
