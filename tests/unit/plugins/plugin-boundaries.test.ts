import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { describe, expect, it } from 'vitest'
import { PLUGINS } from '../../../generator/compose/plugin-registry.ts'
import { PLUGIN_FEATURE, PLUGIN_IDS, WALLET_FEATURE_ORDER } from '../../../runtime/config/index.ts'
import type { AnyPortkitPlugin } from '../../../runtime/plugins/types.ts'
import { REPO } from '../generator/temp-app.ts'

// ARCHITECTURE.md: plugins import only the runtime's public plugin API; core never imports a plugin.
// That API has two entries: the framework-free one (part of `portkit/runtime`) and the React helpers.
const PLUGIN_API_ENTRIES = ['../../runtime/plugins/index.ts', '../../runtime/ui/plugin-ui.ts']
// The libraries each plugin brings (siwx: viem's EIP-4361 utilities).
// (smart-sessions: viem's secp256k1 session keys, its ERC-7715 action and its contract write, all loaded
// on first use from session-key.ts.)
const PLUGIN_LIBRARIES: Record<string, string[]> = {
  siwx: ['viem/siwe'],
  'smart-sessions': ['viem', 'viem/accounts', 'viem/actions', 'viem/experimental'],
}
// `portkit/siwx-server` runs in the host's backend (Node), never in the browser bundle.
const SERVER_FOLDER = join(REPO, 'plugins', 'siwx', 'server') + sep
// It verifies Solana sign-ins with ed25519 over the base58 key (@noble/curves is viem's own copy).
const SERVER_IMPORTS = [
  'node:crypto',
  'node:http',
  'viem',
  'viem/siwe',
  '@noble/curves/ed25519',
  '@scure/base',
]
// What the server shares with the browser plugin: the types, and the Sign In With Solana text both write/read.
const SHARED_WITH_SERVER = ['../types.ts', '../siws-message.ts']

function sources(dir: string): string[] {
  return readdirSync(join(REPO, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
}

function specifiers(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((match) => match[1]!)
}

describe('plugin boundaries', () => {
  it('plugins import the public plugin API, React, their libraries and their own files only', () => {
    for (const file of sources('plugins')) {
      const id = relative(join(REPO, 'plugins'), file).split(sep)[0]!
      const pluginDir = join(REPO, 'plugins', id) + sep
      const server = file.startsWith(SERVER_FOLDER)
      for (const specifier of specifiers(file)) {
        const target = specifier.startsWith('.') ? resolve(dirname(file), specifier) : undefined
        const own = target?.startsWith(pluginDir) ?? false
        const allowed = server
          ? SERVER_IMPORTS.includes(specifier) ||
            (own && target!.startsWith(SERVER_FOLDER)) ||
            SHARED_WITH_SERVER.includes(specifier)
          : // The public plugin API from any folder of the plugin (e.g. its `locales/` files).
            PLUGIN_API_ENTRIES.some((entry) => resolve(pluginDir, entry) === target) ||
            specifier === 'react' ||
            (PLUGIN_LIBRARIES[id] ?? []).includes(specifier) ||
            (own && !target!.startsWith(SERVER_FOLDER))
        expect(allowed, `${relative(REPO, file)} imports ${specifier}`).toBe(true)
      }
    }
  })

  it('the runtime never imports a plugin', () => {
    const pluginsDir = join(REPO, 'plugins') + sep
    for (const file of sources('runtime')) {
      for (const specifier of specifiers(file)) {
        const target = specifier.startsWith('.') ? resolve(dirname(file), specifier) : specifier
        expect(
          target.startsWith(pluginsDir) || target.startsWith('portkit/plugins'),
          relative(REPO, file),
        ).toBe(false)
      }
    }
  })

  it.each(PLUGIN_IDS)(
    '%s: the folder default-exports a plugin whose id, apis and feature match the registry',
    async (id) => {
      const plugin = (await import(`../../../plugins/${id}/index.ts`)).default as AnyPortkitPlugin
      expect(plugin.id).toBe(id)
      expect([...(plugin.apis ?? [])]).toEqual([...PLUGINS[id].apis])
      expect([...(plugin.requires ?? [])]).toEqual([...PLUGINS[id].requires])
      expect(PLUGINS[id].module).toBe(`portkit/plugins/${id}`)
      const feature: string | undefined = PLUGIN_FEATURE[id]
      // A wallet feature of spec section 2's order has its slot in the menu (smartSessions is not one).
      if (feature && (WALLET_FEATURE_ORDER as readonly string[]).includes(feature))
        expect(plugin.accountMenu?.map((entry) => entry.feature)).toContain(feature)
    },
  )
})
