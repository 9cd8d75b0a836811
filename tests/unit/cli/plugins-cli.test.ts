import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { addPlugin, removePlugin } from '../../../generator/edit/plugin-edits.ts'
import { generate } from '../../../generator/compose/generate.ts'
import { REPO, tempApp } from '../generator/temp-app.ts'
import { portkit } from './run-cli.ts'

const TEMPLATE = readFileSync(join(REPO, 'templates/react-vite/portkit.config.ts'), 'utf8')

// A config written the way people write them: comments everywhere, odd spacing, double quotes.
const HAND_WRITTEN = `import { defineConfig } from "portkit/config"
import { devnetAlpha } from "portkit/networks"

/* The shop's wallet modal. */
export default defineConfig({
  projectId: "shop", // from the dashboard
  metadata: { name: "Shop", description: "", url: "https://shop.example", icons: [] },
  networks: [devnetAlpha],

  // Receive stays off until support can answer questions about it.
  features: {
    swaps: false,   // no swaps in the EU launch
    receive: false,
  },
  plugins: [],
})
`

let app: ReturnType<typeof tempApp>
const configFile = () => join(app.dir, 'portkit.config.ts')
beforeEach(() => {
  app = tempApp('portkit-plugins-')
})
afterEach(() => app.remove())

describe('portkit add / remove (ts-morph edits of portkit.config.ts)', () => {
  it('remove then add gives back the template byte for byte', () => {
    const removed = removePlugin(TEMPLATE, 'receive')
    expect(removed.text).toContain('features: { receive: false },')
    expect(addPlugin(removed.text, 'receive').text).toBe(TEMPLATE)
  })

  it('remove swap switches features.swaps off; add swap gives back the template byte for byte', () => {
    const removed = removePlugin(TEMPLATE, 'swap')
    expect(removed.text).toContain('features: { swaps: false },')
    expect(addPlugin(removed.text, 'swap').text).toBe(TEMPLATE)
  })

  it('remove onramp switches features.onramp off; add onramp gives back the template byte for byte', () => {
    const removed = removePlugin(TEMPLATE, 'onramp')
    expect(removed.text).toContain('features: { onramp: false },')
    expect(addPlugin(removed.text, 'onramp').text).toBe(TEMPLATE)
  })

  it('add swap without services.dataApi says it runs only on the devnet, not "already enabled"', () => {
    // The template names no services: `portkit dev` fills them, a production build leaves swap off.
    const onByDefault = addPlugin(TEMPLATE, 'swap')
    expect(onByDefault).toEqual({
      text: TEMPLATE,
      summary:
        'swap is on only where services.dataApi is set, which portkit.config.ts does not set: `portkit dev` ' +
        'serves one from the devnet, and a production build leaves swap off until you set services.dataApi',
    })
    expect(addPlugin(removePlugin(TEMPLATE, 'onramp').text, 'onramp').summary).toBe(
      'enabled onramp (removed features.onramp: false); it needs services.dataApi, which portkit.config.ts ' +
        'does not set: `portkit dev` serves one from the devnet, and a production build leaves onramp off until ' +
        'you set services.dataApi',
    )
    // Listed, a plugin without its service is refused in production (names calls the data API).
    expect(addPlugin(TEMPLATE, 'names').summary).toContain(
      'a production build refuses the config until you set services.dataApi',
    )
    const served = TEMPLATE.replace(
      "themeMode: 'dark',",
      "themeMode: 'dark',\n  services: { dataApi: 'https://data.example.com' },",
    )
    expect(addPlugin(served, 'swap')).toEqual({ text: served, summary: 'swap is already enabled' })
    expect(addPlugin(TEMPLATE, 'receive').summary).toBe('receive is already enabled')
  })

  it('add smart-sessions switches features.smartSessions on (off by default); remove gives back the template', () => {
    const added = addPlugin(TEMPLATE, 'smart-sessions')
    expect(added.text).toContain('features: { smartSessions: true },')
    expect(added.text).not.toContain("plugins: ['smart-sessions']")
    expect(added.summary).toMatch(
      /^enabled smart-sessions \(features\.smartSessions: true\); it needs services\.dataApi, /,
    )
    expect(removePlugin(added.text, 'smart-sessions').text).toBe(TEMPLATE)
    // A written `false` is turned into `true`, not contradicted by a plugins entry.
    const off = TEMPLATE.replace(
      "themeMode: 'dark',",
      "themeMode: 'dark',\n  features: { smartSessions: false },",
    )
    expect(addPlugin(off, 'smart-sessions').text).toContain('smartSessions: true')
  })

  it.each([
    ['the template with receive off', removePlugin(TEMPLATE, 'receive').text],
    ['a hand-written config', HAND_WRITTEN],
    [
      'a single-line config',
      `export default { projectId: 'x', features: { swaps: false, receive: false } }\n`,
    ],
    [
      'a config without trailing commas',
      `export default {\n  projectId: 'x', // id\n  features: {\n    swaps: false, // off\n    receive: false\n  }\n}\n`,
    ],
  ])('add then remove gives back %s byte for byte, comments included', (_name, text) => {
    const added = addPlugin(text, 'receive')
    expect(added.text).not.toBe(text)
    expect(removePlugin(added.text, 'receive').text).toBe(text)
  })

  it('takes the comment on a removed line with it, and no other', () => {
    const text = `export default {\n  projectId: 'x', // id\n  features: {\n    swaps: false, // off\n    receive: false // later\n  }\n}\n`
    expect(addPlugin(text, 'receive').text).toBe(
      `export default {\n  projectId: 'x', // id\n  features: {\n    swaps: false // off\n  }\n}\n`,
    )
  })

  it('keeps comments and formatting it does not touch', () => {
    const added = addPlugin(HAND_WRITTEN, 'receive').text
    expect(added).toBe(HAND_WRITTEN.replace('    receive: false,\n', ''))
  })

  it('edits what the generator reads: the entry imports the plugin only after add', async () => {
    writeFileSync(configFile(), removePlugin(TEMPLATE, 'receive').text.replace(", 'walletconnect'", ''))
    expect((await generate({ appDir: app.dir })).config.plugins).toEqual([])
    expect((await portkit('add', 'receive', '--cwd', app.dir)).code).toBe(0)
    expect((await generate({ appDir: app.dir })).config.plugins).toEqual(['receive'])
    expect((await portkit('remove', 'receive', '--cwd', app.dir)).code).toBe(0)
    expect((await generate({ appDir: app.dir })).config.plugins).toEqual([])
  })

  it('writes the file and says what it did, non-interactively', async () => {
    writeFileSync(configFile(), HAND_WRITTEN)
    const added = await portkit('add', 'receive', '--cwd', app.dir)
    expect(added).toMatchObject({ code: 0, stderr: '' })
    expect(added.stdout).toContain('portkit.config.ts: enabled receive (removed features.receive: false)')
    expect(readFileSync(configFile(), 'utf8')).not.toContain('receive: false')

    const again = await portkit('add', 'receive', '--cwd', app.dir)
    expect(again.stdout).toContain('receive is already enabled')

    expect((await portkit('remove', 'receive', '--cwd', app.dir)).code).toBe(0)
    expect(readFileSync(configFile(), 'utf8')).toBe(HAND_WRITTEN)
  })

  it('fails on an unknown plugin with the list of known ones, and changes nothing', async () => {
    writeFileSync(configFile(), HAND_WRITTEN)
    for (const action of ['add', 'remove']) {
      const run = await portkit(action, 'teleport', '--cwd', app.dir)
      expect(run.code).toBe(1)
      expect(run.stderr.trim()).toBe(
        'portkit: Unknown plugin "teleport". Known plugins: receive, names, siwx, swap, onramp, smart-sessions',
      )
    }
    expect(readFileSync(configFile(), 'utf8')).toBe(HAND_WRITTEN)
  })

  it('refuses a config it cannot edit safely, and changes nothing', async () => {
    const computed = HAND_WRITTEN.replace('plugins: [],', 'plugins: defaultPlugins,').replace(
      '/* The',
      'const defaultPlugins: never[] = []\n/* The',
    )
    writeFileSync(configFile(), computed.replace('receive: false,', ''))
    const run = await portkit('remove', 'receive', '--cwd', app.dir)
    expect(run.code).toBe(1)
    expect(run.stderr).toContain('plugins in portkit.config.ts is not an array literal; edit it by hand')
    rmSync(configFile())
    const missing = await portkit('add', 'receive', '--cwd', app.dir)
    expect(missing.code).toBe(1)
    expect(missing.stderr).toContain('No portkit.config.ts found')
  })
})
