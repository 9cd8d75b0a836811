import { describe, expect, expectTypeOf, it } from 'vitest'
import { CONFIG_KEYS, CONFIG_OPTIONS, type ConfigOption } from '../../../generator/config/options.ts'
import type { resolveBridges, resolveWalletConnectOnly } from '../../../generator/config/validate-adapters.ts'
import { resolveConfig } from '../../../generator/config/validate-config.ts'
import { SERVICE_KEYS } from '../../../generator/config/validate-services.ts'
import type { PortkitConfig, ResolvedConfig, ServiceEndpoints } from '../../../runtime/config/index.ts'
import { devnetAlpha } from '../../../runtime/networks/index.ts'

// The table of config options and the config types describe the same options: `npm run typecheck` fails
// on any difference (these expectations are checked by tsc), and the run-time checks below hold too.

type Table = typeof CONFIG_OPTIONS
type ResolvedBy<K extends keyof Table> = ReturnType<Table[K]['resolve']>
/** Resolved keys no option writes: derived from another option (`bridges`, `walletConnectOnly`: `adapters`). */
type Derived = 'bridges' | 'walletConnectOnly'
type FromTable = Exclude<keyof ResolvedConfig, Derived>

describe('the table of config options and the config types', () => {
  it('has an entry for every option of PortkitConfig and no other', () => {
    expectTypeOf<keyof Table>().toEqualTypeOf<keyof PortkitConfig>()
    // Every resolved option comes from one the host writes, or is derived from one by resolveConfig.
    expectTypeOf<Exclude<keyof ResolvedConfig, keyof Table>>().toEqualTypeOf<Derived>()
  })

  it('resolves each option to exactly its type in ResolvedConfig', () => {
    expectTypeOf<{ [K in FromTable]: ResolvedBy<K> }>().toEqualTypeOf<{
      [K in FromTable]: ResolvedConfig[K]
    }>()
    expectTypeOf<ReturnType<typeof resolveBridges>>().toEqualTypeOf<ResolvedConfig['bridges']>()
    expectTypeOf<ReturnType<typeof resolveWalletConnectOnly>>().toEqualTypeOf<
      ResolvedConfig['walletConnectOnly']
    >()
    // siweConfig resolves into siwx (its EIP-4361-only form), never as itself.
    expectTypeOf<ResolvedBy<'siwx'>>().toEqualTypeOf<ResolvedConfig['siwx']>()
    expectTypeOf<ResolvedBy<'siweConfig'>>().toEqualTypeOf<undefined>()
  })

  it('knows every service of ServiceEndpoints and no other', () => {
    expectTypeOf<(typeof SERVICE_KEYS)[number]>().toEqualTypeOf<keyof ServiceEndpoints>()
    expect(new Set(SERVICE_KEYS).size).toBe(SERVICE_KEYS.length)
  })

  it('gives the generated config the keys of the table, in its order', () => {
    const config = resolveConfig({
      projectId: 'demo',
      clientId: 'web',
      metadata: { name: 'Demo', description: '', url: 'https://demo.example', icons: [] },
      networks: [devnetAlpha],
      termsConditionsUrl: 'https://demo.example/terms',
      privacyPolicyUrl: 'https://demo.example/privacy',
      plugins: ['siwx'],
      services: { authApi: 'https://demo.example/api/auth' },
      siwx: {},
    })
    expect(Object.keys(config)).toEqual(CONFIG_KEYS.filter((key) => key !== 'siweConfig'))
  })

  it('applies each default it shows', () => {
    const config = resolveConfig({
      projectId: 'demo',
      metadata: { name: 'Demo', description: '', url: 'https://demo.example', icons: [] },
      networks: [devnetAlpha],
    }) as unknown as Record<string, unknown>
    for (const key of CONFIG_KEYS) {
      const spec: ConfigOption<unknown> = CONFIG_OPTIONS[key]
      if (spec.default !== undefined) expect(config[key], key).toEqual(spec.default)
    }
  })
})
