import { readFile } from 'node:fs/promises'
import { parse } from 'yaml'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { apiSpecUrl } from '../../../generator/openapi/api-specs.ts'
import { CONFIG_KEYS, resolveConfig } from '../../../generator/config/validate-config.ts'
import type { PortkitConfig } from '../../../runtime/config/index.ts'
import { devnetAlpha, devnetBeta } from '../../../runtime/networks/index.ts'

// Spec section 3, entities: Options, Wallet catalogue entry, Analytics event.

const SPEC_OPTIONS = [
  'projectId',
  'metadata',
  'networks',
  'defaultNetwork',
  'adapters',
  'features',
  'themeMode',
  'themeVariables',
  'tokens',
  'customRpcUrls',
  'chainImages',
  'includeWalletIds',
  'excludeWalletIds',
  'featuredWalletIds',
  'customWallets',
  'termsConditionsUrl',
  'privacyPolicyUrl',
  'enableEmbedded',
  'allowUnsupportedChain',
  'enableNetworkSwitch',
  'enableWalletConnect',
  'enableWallets',
  'enableEIP6963',
  'enableAuthLogger',
  'manualWCControl',
  'siwx',
  'defaultAccountTypes',
] as const

const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'

/** Every option of the spec set to a non-default value (siweConfig is the alternative to siwx). */
const everyOption = {
  projectId: 'shop',
  clientId: 'shop-web',
  metadata: {
    name: 'Shop',
    description: 'A shop',
    url: 'https://shop.example',
    icons: ['https://shop.example/i.png'],
  },
  networks: [devnetAlpha, devnetBeta],
  defaultNetwork: 'eip155:31338',
  adapters: ['wagmi'],
  connectors: ['injected'],
  plugins: ['receive', 'siwx'],
  // socials are refused until the secure frame exists (tests/unit/generator/validate-options.test.ts).
  features: { swaps: false, legalCheckbox: true, socials: false },
  themeMode: 'light',
  themeVariables: { '--pk-accent': '#6e8bff' },
  tokens: { 'eip155:31337': { address: USDC, image: 'https://img.example/usdc.png' } },
  customRpcUrls: { 'eip155:31337': [{ url: 'https://rpc.example/alpha' }] },
  chainImages: { 'eip155:31338': 'https://img.example/beta.png' },
  includeWalletIds: ['a', 'b'],
  excludeWalletIds: ['c'],
  featuredWalletIds: ['a'],
  customWallets: [
    { id: 'mine', name: 'Mine', mobile_link: 'mine://', image_url: 'https://img.example/mine.png' },
  ],
  termsConditionsUrl: 'https://shop.example/terms',
  privacyPolicyUrl: 'https://shop.example/privacy',
  services: { dataApi: 'https://data.example', authApi: 'https://shop.example/api/auth' },
  enableEmbedded: true,
  allowUnsupportedChain: true,
  enableNetworkSwitch: false,
  enableWalletConnect: false,
  enableWallets: true,
  enableEIP6963: false,
  enableAuthLogger: false,
  manualWCControl: true,
  siwx: { statement: 'Sign in to the shop', required: true, expiresIn: 3600 },
  defaultAccountTypes: { eip155: 'eoa' },
} satisfies PortkitConfig

describe('spec 3: Options', () => {
  it('has every option the spec lists, plus plugins, services and clientId', () => {
    expect(CONFIG_KEYS).toEqual(
      expect.arrayContaining([...SPEC_OPTIONS, 'siweConfig', 'plugins', 'services', 'clientId']),
    )
    expectTypeOf<keyof PortkitConfig>().toEqualTypeOf<(typeof CONFIG_KEYS)[number]>()
  })

  it('accepts every option set at once and keeps each value', () => {
    const config = resolveConfig(everyOption)
    expect(config).toMatchObject({
      clientId: 'shop-web',
      defaultNetwork: 'eip155:31338',
      adapters: ['eip155'],
      bridges: ['wagmi'],
      // The listed ones, then on-ramp: on by its flag's default, and its data API is configured.
      plugins: ['receive', 'siwx', 'onramp'],
      themeMode: 'light',
      tokens: everyOption.tokens,
      customRpcUrls: everyOption.customRpcUrls,
      chainImages: everyOption.chainImages,
      includeWalletIds: ['a', 'b'],
      excludeWalletIds: ['c'],
      featuredWalletIds: ['a'],
      customWallets: everyOption.customWallets,
      termsConditionsUrl: 'https://shop.example/terms',
      privacyPolicyUrl: 'https://shop.example/privacy',
      enableEmbedded: true,
      allowUnsupportedChain: true,
      enableNetworkSwitch: false,
      enableWalletConnect: false,
      enableWallets: true,
      enableEIP6963: false,
      enableAuthLogger: false,
      manualWCControl: true,
      defaultAccountTypes: { eip155: 'eoa', solana: 'eoa', polkadot: 'eoa', bip122: 'payment' },
      siwx: {
        standard: 'caip122',
        statement: 'Sign in to the shop',
        required: true,
        signOutOnDisconnect: true,
        expiresIn: 3600,
        resources: [],
      },
    })
    expect(config.features).toMatchObject({
      swaps: false,
      legalCheckbox: true,
      receive: true,
      socials: [],
    })
  })

  it('takes siwx or siweConfig, not both (spec section 5)', () => {
    const { siwx, ...rest } = everyOption
    // siweConfig is the EIP-4361-only form of the same settings.
    expect(resolveConfig({ ...rest, siweConfig: siwx }).siwx).toMatchObject({
      standard: 'eip4361',
      required: true,
    })
    expect(() => resolveConfig({ ...everyOption, siweConfig: siwx })).toThrow(
      'siwx: siweConfig and siwx cannot both be set',
    )
  })

  it('signs in only with the siwx plugin on, and needs the auth service for its default storage', () => {
    const { plugins: _plugins, ...withoutPlugin } = everyOption
    expect(() => resolveConfig(withoutPlugin)).toThrow(
      'siwx: sign-in needs the siwx plugin: run `portkit add siwx`',
    )
    const { siwx: _siwx, ...pluginOnly } = everyOption
    expect(resolveConfig(pluginOnly).siwx).toEqual({
      standard: 'caip122',
      required: false,
      signOutOnDisconnect: true,
      expiresIn: 86_400,
      resources: [],
    })
    expect(() => resolveConfig({ ...everyOption, services: { dataApi: 'https://data.example' } })).toThrow(
      'siwx calls the authApi service: set services.authApi',
    )
  })
})

describe('spec 3: service entities in the contracts', () => {
  type Schema = { required?: string[]; properties?: Record<string, unknown> }
  async function schema(spec: 'catalogue-api' | 'analytics-api', name: string): Promise<Schema> {
    const doc = parse(await readFile(apiSpecUrl(spec), 'utf8')) as {
      components: { schemas: Record<string, Schema> }
    }
    return doc.components.schemas[name]!
  }

  it('wallet catalogue entry: id, name, rdns, image_id, chains, mobile_link, desktop_link, webapp_link', async () => {
    const entry = await schema('catalogue-api', 'WalletEntry')
    const fields = ['id', 'name', 'rdns', 'image_id', 'chains', 'mobile_link', 'desktop_link', 'webapp_link']
    const keys = Object.keys(entry.properties ?? {})
    expect(keys.slice(0, fields.length)).toEqual(fields)
    // Beyond the spec's fields, only optional extras (the site and store links "Get a wallet" offers).
    const extras = keys.slice(fields.length)
    expect(extras).toEqual(['homepage', 'stores'])
    expect(extras.filter((key) => (entry.required ?? []).includes(key))).toEqual([])
  })

  it('analytics event: eventId, url, domain, timestamp, props (event data plus address)', async () => {
    const event = await schema('analytics-api', 'AnalyticsEvent')
    expect(Object.keys(event.properties ?? {})).toEqual(['eventId', 'url', 'domain', 'timestamp', 'props'])
    const props = await schema('analytics-api', 'AnalyticsEventProps')
    expect(Object.keys(props.properties ?? {})).toEqual(
      expect.arrayContaining(['event', 'address', 'properties']),
    )
  })
})
