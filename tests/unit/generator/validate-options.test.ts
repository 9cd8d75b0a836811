import { describe, expect, it } from 'vitest'
import { resolveConfig } from '../../../generator/config/validate-config.ts'
import { FEATURE_FLAGS, SOCIAL_PROVIDERS } from '../../../runtime/config/index.ts'
import { ConfigError } from '../../../runtime/core/errors.ts'
import { THEME_VALUE_KINDS } from '../../../runtime/core/theme-value-kinds.ts'
import { bitcoinTestnet, devnetAlpha, devnetBeta } from '../../../runtime/networks/index.ts'

// Spec section 3 (Options) beyond the basics: each bad value names the option and the rule it broke.

const metadata = { name: 'Demo', description: 'A demo', url: 'http://localhost:5173', icons: [] }
const valid = () => ({ projectId: 'demo', metadata, networks: [devnetAlpha, devnetBeta] })
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const solanaDevnet = {
  ...devnetAlpha,
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  name: 'Solana Devnet',
  network: 'solana-devnet',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: 'solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
}

function thrown(input: unknown): ConfigError {
  try {
    resolveConfig(input)
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return error as ConfigError
  }
  throw new Error('resolveConfig accepted a bad config')
}

const BAD: [name: string, patch: Record<string, unknown>, option: string, message: string][] = [
  ['empty clientId', { clientId: '' }, 'clientId', 'must be a non-empty string'],
  // adapters
  ['adapters not a list', { adapters: 'wagmi' }, 'adapters', 'must be an array'],
  ['no adapters', { adapters: [] }, 'adapters', 'must contain at least one entry'],
  [
    'adapter outside the catalogue',
    { adapters: ['viem'] },
    'adapters[0]',
    'must be one of: universal, wagmi, ethers, ethers5, solana, bitcoin, polkadot',
  ],
  ['duplicate adapter', { adapters: ['wagmi', 'wagmi'] }, 'adapters[1]', 'duplicate adapter wagmi'],
  // ethers and ethers5 have no bridge: refused, never accepted and silently mapped to viem.
  ...(['ethers', 'ethers5'] as const).map((kind): [string, Record<string, unknown>, string, string] => [
    `${kind} (no bridge yet)`,
    { adapters: ['wagmi', kind] },
    'adapters[1]',
    `${kind} is not available: Portkit has no ${kind} bridge yet (use wagmi, or leave adapters out and use the viem clients of the host actions)`,
  ]),
  [
    'adapter for a namespace no network uses',
    { adapters: ['wagmi', 'bitcoin'] },
    'adapters[1]',
    'bitcoin adapts bip122, which no network uses',
  ],
  [
    'a network whose namespace has no adapter (spec section 5)',
    { networks: [devnetAlpha, solanaDevnet], adapters: ['wagmi'] },
    'networks[1].chainNamespace',
    "Adapter for namespace solana doesn't exist (adapters: wagmi)",
  ],
  // plugins and features
  ['plugins not a list', { plugins: 'receive' }, 'plugins', 'must be an array'],
  [
    'unknown plugin',
    { plugins: ['teleport'] },
    'plugins[0]',
    'unknown plugin (known: receive, names, siwx, swap, onramp, smart-sessions)',
  ],
  ['duplicate plugin', { plugins: ['receive', 'receive'] }, 'plugins[1]', 'duplicate plugin receive'],
  [
    'plugin listed while its feature is off',
    { plugins: ['receive'], features: { receive: false } },
    'plugins[0]',
    'receive is listed but features.receive is false',
  ],
  ['features not an object', { features: ['swaps'] }, 'features', 'must be an object'],
  [
    'unknown feature',
    { features: { swap: true } },
    'features.swap',
    `unknown option (known: ${[...FEATURE_FLAGS, 'socials'].join(', ')})`,
  ],
  ['feature flag not a boolean', { features: { swaps: 'yes' } }, 'features.swaps', 'must be true or false'],
  ['socials not a list', { features: { socials: 'google' } }, 'features.socials', 'must be an array'],
  [
    'unknown social provider',
    { features: { socials: ['google', 'myspace'] } },
    'features.socials[1]',
    `must be one of: ${SOCIAL_PROVIDERS.join(', ')}`,
  ],
  [
    'duplicate social provider',
    { features: { socials: ['x', 'x'] } },
    'features.socials[1]',
    'duplicate provider x',
  ],
  [
    'send without the token balances it picks from',
    { features: { tokens: false } },
    'features.tokens',
    'features.send needs it: switch that off too, or leave tokens on',
  ],
  [
    'legal checkbox with nothing to link to',
    { features: { legalCheckbox: true } },
    'features.legalCheckbox',
    'needs termsConditionsUrl or privacyPolicyUrl to link to',
  ],
  // theme
  [
    'empty theme variable',
    { themeVariables: { '--pk-accent': '' } },
    'themeVariables.--pk-accent',
    'must be a non-empty string (got "")',
  ],
  [
    'theme colour that is not one',
    { themeVariables: { '--pk-accent': 'teal; color: red' } },
    'themeVariables.--pk-accent',
    `${THEME_VALUE_KINDS.colour.rule} (got "teal; color: red")`,
  ],
  [
    'theme radius without a unit',
    { themeVariables: { '--pk-border-radius': '16' } },
    'themeVariables.--pk-border-radius',
    `${THEME_VALUE_KINDS.length.rule} (got "16")`,
  ],
  [
    'theme font family with a stray quote',
    { themeVariables: { '--pk-font-family': '"Inter, sans-serif' } },
    'themeVariables.--pk-font-family',
    `${THEME_VALUE_KINDS['font family'].rule} (got "\\"Inter, sans-serif")`,
  ],
  [
    'theme z-index that is not an integer',
    { themeVariables: { '--pk-z-index': '10.5' } },
    'themeVariables.--pk-z-index',
    'must be an integer from -2147483648 to 2147483647 (got "10.5")',
  ],
  [
    'theme z-index given as a number',
    { themeVariables: { '--pk-z-index': 1000 } },
    'themeVariables.--pk-z-index',
    'must be a non-empty string (got 1000)',
  ],
  // options keyed by network
  ['tokens not an object', { tokens: [] }, 'tokens', 'must be an object'],
  [
    'tokens keyed by a malformed network id',
    { tokens: { eip155: { address: USDC } } },
    'tokens.eip155',
    'Invalid CAIP-2 network id',
  ],
  [
    'tokens for a network outside the networks',
    { tokens: { 'eip155:1': { address: USDC } } },
    'tokens.eip155:1',
    'Network Not Found - network must be in the networks array',
  ],
  [
    'token address that is not an EVM address',
    { tokens: { 'eip155:31337': { address: '0x123' } } },
    'tokens.eip155:31337.address',
    'must be an EVM address (40 hex digits, optional 0x prefix)',
  ],
  [
    'token address that is not a Solana address',
    {
      networks: [solanaDevnet],
      adapters: ['universal'],
      tokens: { [solanaDevnet.caipNetworkId]: { address: USDC } },
    },
    `tokens.${solanaDevnet.caipNetworkId}.address`,
    'must be a Solana address (base58, 32 to 44 characters)',
  ],
  [
    'a token for a Bitcoin network',
    {
      networks: [bitcoinTestnet],
      adapters: ['bitcoin'],
      tokens: { [bitcoinTestnet.caipNetworkId]: { address: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx' } },
    },
    `tokens.${bitcoinTestnet.caipNetworkId}`,
    'Bitcoin networks have no tokens: BTC is shown',
  ],
  [
    'token image that is not a URL',
    { tokens: { 'eip155:31337': { address: USDC, image: 'usdc.png' } } },
    'tokens.eip155:31337.image',
    'must be an http(s) or data:image URL',
  ],
  [
    'token with an unknown field',
    { tokens: { 'eip155:31337': { address: USDC, symbol: 'USDC' } } },
    'tokens.eip155:31337.symbol',
    'unknown option (known: address, image)',
  ],
  [
    'custom RPC list that is empty',
    { customRpcUrls: { 'eip155:31337': [] } },
    'customRpcUrls.eip155:31337',
    'must contain at least one entry',
  ],
  [
    'custom RPC URL that is not http(s)',
    { customRpcUrls: { 'eip155:31337': [{ url: 'ws://127.0.0.1:8546' }] } },
    'customRpcUrls.eip155:31337[0].url',
    'must be an http(s) URL',
  ],
  [
    'custom RPC URLs for a network outside the networks',
    { customRpcUrls: { 'eip155:10': [{ url: 'https://rpc.example.com' }] } },
    'customRpcUrls.eip155:10',
    'Network Not Found - network must be in the networks array',
  ],
  [
    'chain image that is not a URL',
    { chainImages: { 'eip155:31337': 'alpha.png' } },
    'chainImages.eip155:31337',
    'must be an http(s) or data:image URL',
  ],
  [
    'chain image keyed by a three-part id',
    { chainImages: { 'eip155:1:0': 'https://img.example.com/1.png' } },
    'chainImages.eip155:1:0',
    'Invalid CAIP-2 network id',
  ],
  // wallet catalogue
  ['includeWalletIds not a list', { includeWalletIds: 'a' }, 'includeWalletIds', 'must be an array'],
  ['empty wallet id', { includeWalletIds: [''] }, 'includeWalletIds[0]', 'must be a non-empty string'],
  [
    'duplicate excluded wallet id',
    { excludeWalletIds: ['a', 'b', 'a'] },
    'excludeWalletIds[2]',
    'duplicate a (also excludeWalletIds[0])',
  ],
  [
    'wallet id both included and excluded',
    { includeWalletIds: ['a', 'b'], excludeWalletIds: ['b'] },
    'excludeWalletIds[0]',
    'b is also in includeWalletIds',
  ],
  [
    'featured wallet id not a string',
    { featuredWalletIds: [1] },
    'featuredWalletIds[0]',
    'must be a non-empty string',
  ],
  ['customWallets not a list', { customWallets: {} }, 'customWallets', 'must be an array'],
  [
    'custom wallet without a name',
    { customWallets: [{ id: 'mine' }] },
    'customWallets[0].name',
    'must be a non-empty string',
  ],
  [
    'duplicate custom wallet id',
    {
      customWallets: [
        { id: 'mine', name: 'Mine' },
        { id: 'mine', name: 'Other' },
      ],
    },
    'customWallets[1].id',
    'duplicate mine (also customWallets[0])',
  ],
  [
    'custom wallet deep link that is not a URL',
    { customWallets: [{ id: 'mine', name: 'Mine', mobile_link: 'open my wallet' }] },
    'customWallets[0].mobile_link',
    'must be an absolute URL',
  ],
  [
    'custom wallet homepage that is not a web page',
    { customWallets: [{ id: 'mine', name: 'Mine', homepage: 'mine://home' }] },
    'customWallets[0].homepage',
    'must be an http(s) URL',
  ],
  [
    'custom wallet with an unknown field',
    { customWallets: [{ id: 'mine', name: 'Mine', imageUrl: 'https://x.example/i.png' }] },
    'customWallets[0].imageUrl',
    'unknown option (known: id, name, image_url, rdns, homepage, app_store, play_store, chrome_store, mobile_link, desktop_link, webapp_link)',
  ],
  // legal links and switches
  [
    'terms URL not http(s)',
    { termsConditionsUrl: 'terms.html' },
    'termsConditionsUrl',
    'must be an http(s) URL',
  ],
  [
    'privacy URL not http(s)',
    { privacyPolicyUrl: 'javascript:alert(1)' },
    'privacyPolicyUrl',
    'must be an http(s) URL',
  ],
  ['enableEmbedded not a boolean', { enableEmbedded: 'no' }, 'enableEmbedded', 'must be true or false'],
  [
    'enableWalletConnect not a boolean',
    { enableWalletConnect: 0 },
    'enableWalletConnect',
    'must be true or false',
  ],
  ['enableWallets not a boolean', { enableWallets: 'true' }, 'enableWallets', 'must be true or false'],
  ['enableAuthLogger not a boolean', { enableAuthLogger: null }, 'enableAuthLogger', 'must be true or false'],
  ['manualWCControl not a boolean', { manualWCControl: 1 }, 'manualWCControl', 'must be true or false'],
  [
    'walletconnect connector while WalletConnect is off',
    { connectors: ['injected', 'walletconnect'], enableWalletConnect: false },
    'connectors[1]',
    'walletconnect is listed but enableWalletConnect is false',
  ],
  ['siweConfig not an object', { siweConfig: 'yes' }, 'siweConfig', 'must be an object'],
  // account types (spec section 6)
  [
    'defaultAccountTypes not an object',
    { defaultAccountTypes: 'eoa' },
    'defaultAccountTypes',
    'must be an object',
  ],
  [
    'account type a namespace does not have',
    { defaultAccountTypes: { solana: 'smartAccount' } },
    'defaultAccountTypes.solana',
    'must be one of: eoa',
  ],
  [
    'account type outside the catalogue',
    { defaultAccountTypes: { eip155: 'contract' } },
    'defaultAccountTypes.eip155',
    'must be one of: eoa, smartAccount',
  ],
  [
    'account types for an unknown namespace',
    { defaultAccountTypes: { cosmos: 'eoa' } },
    'defaultAccountTypes.cosmos',
    'unknown option (known: eip155, solana, polkadot, bip122)',
  ],
]

describe('resolveConfig rejects every bad option value with the option and the rule', () => {
  it.each(BAD)('%s', (_name, patch, option, message) => {
    const error = thrown({ ...valid(), ...patch })
    expect(error.option).toBe(option)
    expect(error.message).toBe(`${option}: ${message}`)
  })
})

describe('resolveConfig resolves the options of spec section 3', () => {
  it('derives the adapters from the networks, or takes the spec names', () => {
    expect(resolveConfig(valid()).adapters).toEqual(['eip155'])
    // wagmi is the eip155 adapter plus the bridge the generated entry re-exports.
    expect(resolveConfig({ ...valid(), adapters: ['wagmi'] })).toMatchObject({
      adapters: ['eip155'],
      bridges: ['wagmi'],
    })
    expect(resolveConfig(valid())).not.toHaveProperty('bridges')
    expect(
      resolveConfig({ ...valid(), connectors: ['walletconnect'], adapters: ['universal'] }),
    ).not.toHaveProperty('bridges')
  })

  it('universal leaves the chains no named adapter covers to WalletConnect, whose session their adapter serves', () => {
    const walletConnect = { connectors: ['walletconnect'] }
    const only = resolveConfig({ ...valid(), ...walletConnect, adapters: ['universal'] })
    expect(only.adapters).toEqual(['eip155'])
    expect(only.walletConnectOnly).toEqual(['eip155'])
    const mixed = {
      ...valid(),
      ...walletConnect,
      networks: [devnetAlpha, solanaDevnet],
      adapters: ['universal', 'wagmi'],
    }
    expect(resolveConfig(mixed).adapters).toEqual(['eip155', 'solana'])
    expect(resolveConfig(mixed).walletConnectOnly).toEqual(['solana'])
    expect(resolveConfig({ ...valid(), adapters: ['wagmi'] })).not.toHaveProperty('walletConnectOnly')
    expect(() => resolveConfig({ ...valid(), adapters: ['universal'] })).toThrow(
      'adapters: universal leaves eip155 to WalletConnect, but connectors does not list walletconnect',
    )
  })

  it('enables a plugin by its feature flag (on by default) or by the plugins list', () => {
    expect(resolveConfig(valid()).plugins).toEqual(['receive'])
    expect(resolveConfig({ ...valid(), features: { receive: false } }).plugins).toEqual([])
    expect(resolveConfig({ ...valid(), plugins: ['receive'] }).plugins).toEqual(['receive'])
    expect(resolveConfig({ ...valid(), plugins: [] }).plugins).toEqual(['receive'])
  })

  it('accepts the socials of the spec list with email login and a frame, in the host order', () => {
    const config = resolveConfig({
      ...valid(),
      features: { email: true, socials: ['x', 'google', 'farcaster'] },
      services: { secureFrame: 'http://127.0.0.1:4100' },
    })
    expect(config.features.socials).toEqual(['x', 'google', 'farcaster'])
  })

  it('turns socials off with false or an empty list', () => {
    expect(resolveConfig({ ...valid(), features: { socials: false } }).features.socials).toEqual([])
    expect(resolveConfig({ ...valid(), features: { socials: [] } }).features.socials).toEqual([])
  })

  it('refuses the features Portkit does not ship yet (and email login without a frame) instead of ignoring them', () => {
    const frame = 'the secure frame serves email and social login only so far'
    const refusals: [Record<string, unknown>, string][] = [
      [{ features: { email: true } }, 'features.email: needs services.secureFrame'],
      // ...and says how the devnet gets one: its mail packages at the versions portkit is tested with.
      [
        { features: { email: true } },
        'npm install --save-dev smtp-server@3.21.6 mailparser@3.9.31 nodemailer@8.0.5',
      ],
      [{ features: { emailShowWallets: true } }, 'features.emailShowWallets: shapes email login'],
      [{ features: { collapseWallets: true } }, 'features.collapseWallets: not available yet (it folds'],
      // Social login signs in through the secure frame...
      [{ features: { socials: ['github'] } }, 'features.socials: needs services.secureFrame'],
      // ...and connects email login's embedded wallet: it needs email on.
      [
        {
          features: { email: false, socials: ['github'] },
          services: { secureFrame: 'http://127.0.0.1:4100' },
        },
        'features.email: features.socials needs it: switch that off too, or leave email on',
      ],
      [{ enableWallets: false }, `enableWallets: cannot be off yet: ${frame}`],
    ]
    for (const [options, message] of refusals) {
      expect(() => resolveConfig({ ...valid(), ...options }), message).toThrow(message)
    }
    const off = resolveConfig({
      ...valid(),
      features: { email: false, collapseWallets: false },
      enableWallets: true,
      enableAuthLogger: false,
    })
    expect(off.features).toMatchObject({ email: false, socials: [] })
    expect([off.enableWallets, off.enableAuthLogger]).toEqual([true, false])
    // enableAuthLogger is accepted: the frame sends its logs when it is on.
    expect(resolveConfig({ ...valid(), enableAuthLogger: true }).enableAuthLogger).toBe(true)
    const on = resolveConfig({
      ...valid(),
      features: { email: true, emailShowWallets: false },
      services: { secureFrame: 'http://127.0.0.1:4100' },
    })
    expect(on.features).toMatchObject({ email: true, emailShowWallets: false })
  })

  it('writes network-keyed options in the order of the networks, whatever order the host used', () => {
    const config = resolveConfig({
      ...valid(),
      chainImages: {
        'eip155:31338': 'https://img.example/b.png',
        'eip155:31337': 'data:image/png;base64,AA',
      },
    })
    expect(Object.keys(config.chainImages)).toEqual(['eip155:31337', 'eip155:31338'])
  })

  it('merges account types over the spec defaults', () => {
    expect(resolveConfig({ ...valid(), defaultAccountTypes: { eip155: 'eoa' } }).defaultAccountTypes).toEqual(
      {
        eip155: 'eoa',
        solana: 'eoa',
        polkadot: 'eoa',
        bip122: 'payment',
      },
    )
  })

  it('accepts the legal checkbox with one link, and keeps the link', () => {
    const config = resolveConfig({
      ...valid(),
      features: { legalCheckbox: true },
      privacyPolicyUrl: 'https://example.com/privacy',
    })
    expect(config.features.legalCheckbox).toBe(true)
    expect(config.privacyPolicyUrl).toBe('https://example.com/privacy')
    expect(config).not.toHaveProperty('termsConditionsUrl')
  })
})

describe('resolveConfig checks the services a feature or plugin needs (FEATURE_SERVICES)', () => {
  const data = { dataApi: 'https://data.example' }
  const needsData = (flag: string) =>
    `features.${flag}: needs services.dataApi, the data API (openapi/data-api.yaml): set it, or remove features.${flag}`

  it('refuses a feature the config turns on without its service, naming the service, and passes once it is set', () => {
    for (const flag of ['swaps', 'onramp', 'history', 'smartSessions']) {
      expect(thrown({ ...valid(), features: { [flag]: true } }).message, flag).toContain(needsData(flag))
      expect(
        resolveConfig({ ...valid(), features: { [flag]: true }, services: data }).features[flag as 'swaps'],
      ).toBe(true)
    }
    expect(thrown({ ...valid(), features: { analytics: true } }).message).toContain(
      'features.analytics: needs services.analyticsApi, the analytics API',
    )
  })

  it('refuses a listed plugin whose service is not set, naming the service', () => {
    expect(thrown({ ...valid(), plugins: ['swap'] }).message).toBe(
      'plugins[0]: swap calls the dataApi service: set services.dataApi',
    )
    expect(resolveConfig({ ...valid(), plugins: ['swap'], services: data }).plugins).toContain('swap')
    expect(thrown({ ...valid(), plugins: ['receive', 'names'] }).message).toBe(
      'plugins[1]: names calls the dataApi service: set services.dataApi',
    )
  })

  it('turns a default-on feature off, and leaves its plugin out, while its service is not set', () => {
    const bare = resolveConfig(valid())
    expect([
      bare.features.swaps,
      bare.features.onramp,
      bare.features.history,
      bare.features.analytics,
    ]).toEqual([false, false, false, false])
    expect(bare.plugins).toEqual(['receive'])
    const served = resolveConfig({
      ...valid(),
      services: { ...data, analyticsApi: 'https://analytics.example' },
    })
    expect([
      served.features.swaps,
      served.features.onramp,
      served.features.history,
      served.features.analytics,
    ]).toEqual([true, true, true, true])
    expect(served.plugins).toEqual(['receive', 'swap', 'onramp'])
    expect(resolveConfig({ ...valid(), services: data, features: { swaps: false } }).plugins).not.toContain(
      'swap',
    )
  })

  it('smart sessions (off by default): the flag enables the plugin, which needs the data API', () => {
    expect(resolveConfig({ ...valid(), services: data }).plugins).not.toContain('smart-sessions')
    const on = resolveConfig({ ...valid(), features: { smartSessions: true }, services: data })
    expect([on.features.smartSessions, on.plugins.includes('smart-sessions')]).toEqual([true, true])
    expect(() => resolveConfig({ ...valid(), plugins: ['smart-sessions'], services: data })).toThrow(
      'plugins[0]: smart-sessions is listed but features.smartSessions is false',
    )
  })
})
