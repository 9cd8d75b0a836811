import { describe, expect, it } from 'vitest'
import type { DevnetManifest } from '../../../devnet/index.ts'
import { CONFIG_KEYS, resolveConfig, SERVICE_KEYS } from '../../../generator/config/validate-config.ts'
import { CONNECTOR_KINDS, THEME_VARIABLE_NAMES } from '../../../runtime/config/index.ts'
import { ConfigError } from '../../../runtime/core/errors.ts'
import { devnetAlpha, devnetBeta, ethereum } from '../../../runtime/networks/index.ts'

// Spec sections 3 (Options), 5 (validation rules) and 8 (alerts): what `portkit generate` accepts.

const metadata = { name: 'Demo', description: 'A demo', url: 'http://localhost:5173', icons: [] }
const valid = () => ({ projectId: 'demo', metadata, networks: [devnetAlpha, devnetBeta] })

function withNetwork(patch: Record<string, unknown>) {
  return { ...valid(), networks: [{ ...devnetAlpha, ...patch }] }
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

const BAD_CONFIGS: [name: string, input: unknown, option: string, message: string][] = [
  [
    'siwx together with siweConfig',
    { ...valid(), siwx: {}, siweConfig: {} },
    'siwx',
    'siweConfig and siwx cannot both be set',
  ],
  [
    'defaultNetwork not among the networks',
    { ...valid(), defaultNetwork: 'eip155:1' },
    'defaultNetwork',
    'Network Not Found - network must be in the networks array',
  ],
  [
    'defaultNetwork that is not a string',
    { ...valid(), defaultNetwork: 31337 },
    'defaultNetwork',
    'Network Not Found - network must be in the networks array',
  ],
  [
    'caipNetworkId with one part',
    withNetwork({ caipNetworkId: 'eip155' }),
    'networks[0].caipNetworkId',
    'Invalid CAIP-2 network id',
  ],
  [
    'caipNetworkId with three parts',
    withNetwork({ caipNetworkId: 'eip155:31337:0' }),
    'networks[0].caipNetworkId',
    'Invalid CAIP-2 network id',
  ],
  [
    'caipNetworkId with an empty reference',
    withNetwork({ caipNetworkId: 'eip155:' }),
    'networks[0].caipNetworkId',
    'Invalid CAIP-2 network id',
  ],
  [
    'empty projectId',
    { ...valid(), projectId: ' ' },
    'projectId',
    'Project ID Not Configured - projectId must be a non-empty string',
  ],
  [
    'missing projectId',
    { metadata, networks: [devnetAlpha] },
    'projectId',
    'Project ID Not Configured - projectId must be a non-empty string',
  ],
  ['missing metadata', { projectId: 'demo', networks: [devnetAlpha] }, 'metadata', 'must be an object'],
  [
    'empty metadata.name',
    { ...valid(), metadata: { ...metadata, name: '' } },
    'metadata.name',
    'must be a non-empty string',
  ],
  [
    'metadata.description not a string',
    { ...valid(), metadata: { ...metadata, description: 1 } },
    'metadata.description',
    'must be a string',
  ],
  [
    'metadata.url not http(s)',
    { ...valid(), metadata: { ...metadata, url: 'ftp://x.test' } },
    'metadata.url',
    'must be an http(s) URL',
  ],
  [
    'metadata.icons entry not a URL',
    { ...valid(), metadata: { ...metadata, icons: ['icon.png'] } },
    'metadata.icons[0]',
    'must be an http(s) URL',
  ],
  ['networks empty', { ...valid(), networks: [] }, 'networks', 'must contain at least one entry'],
  ['networks not an array', { ...valid(), networks: devnetAlpha }, 'networks', 'must be an array'],
  [
    'duplicate caipNetworkId',
    { ...valid(), networks: [devnetAlpha, devnetBeta, devnetAlpha] },
    'networks[2].caipNetworkId',
    'duplicate eip155:31337 (also networks[0])',
  ],
  [
    'namespace outside the catalogue',
    withNetwork({ chainNamespace: 'cosmos' }),
    'networks[0].chainNamespace',
    'must be one of: eip155, solana, polkadot, bip122',
  ],
  [
    'namespace different from the caipNetworkId namespace',
    withNetwork({ chainNamespace: 'solana' }),
    'networks[0].chainNamespace',
    'must equal the namespace of caipNetworkId (eip155)',
  ],
  [
    'id different from the caipNetworkId reference',
    withNetwork({ id: 1 }),
    'networks[0].id',
    'must equal the reference of caipNetworkId (31337)',
  ],
  [
    'eip155 id that is not a number',
    withNetwork({ id: '31337' }),
    'networks[0].id',
    'must be a positive integer for eip155 networks',
  ],
  [
    'rpc URL that is not http(s)',
    withNetwork({ rpcUrls: { default: { http: ['ws://127.0.0.1:8545'] } } }),
    'networks[0].rpcUrls.default.http[0]',
    'must be an http(s) URL',
  ],
  [
    'no rpc URL',
    withNetwork({ rpcUrls: { default: { http: [] } } }),
    'networks[0].rpcUrls.default.http',
    'must contain at least one entry',
  ],
  [
    'fractional native currency decimals',
    withNetwork({ nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18.5 } }),
    'networks[0].nativeCurrency.decimals',
    'must be an integer from 0 to 255',
  ],
  ['testnet not a boolean', withNetwork({ testnet: 'no' }), 'networks[0].testnet', 'must be true or false'],
  [
    'connector outside CONNECTOR_KINDS',
    { ...valid(), connectors: ['ledger'] },
    'connectors[0]',
    `must be one of: ${CONNECTOR_KINDS.join(', ')}`,
  ],
  ['no connectors', { ...valid(), connectors: [] }, 'connectors', 'must contain at least one entry'],
  [
    'duplicate connector',
    { ...valid(), connectors: ['injected', 'injected'] },
    'connectors[1]',
    'duplicate connector injected',
  ],
  [
    'themeMode outside light|dark|system',
    { ...valid(), themeMode: 'blue' },
    'themeMode',
    'must be one of: light, dark, system',
  ],
  [
    'unknown theme variable',
    { ...valid(), themeVariables: { '--pk-color': 'red' } },
    'themeVariables.--pk-color',
    `unknown option (known: ${THEME_VARIABLE_NAMES.join(', ')})`,
  ],
  [
    'service URL without a scheme',
    { ...valid(), services: { dataApi: 'localhost:3000' } },
    'services.dataApi',
    'must be an http(s) URL',
  ],
  [
    'unknown service',
    { ...valid(), services: { relay: 'http://127.0.0.1:1' } },
    'services.relay',
    `unknown option (known: ${SERVICE_KEYS.join(', ')})`,
  ],
  [
    'enableEIP6963 not a boolean',
    { ...valid(), enableEIP6963: 'yes' },
    'enableEIP6963',
    'must be true or false',
  ],
  [
    'allowUnsupportedChain not a boolean',
    { ...valid(), allowUnsupportedChain: 1 },
    'allowUnsupportedChain',
    'must be true or false',
  ],
  [
    'enableNetworkSwitch not a boolean',
    { ...valid(), enableNetworkSwitch: null },
    'enableNetworkSwitch',
    'must be true or false',
  ],
  ['siwx not an object', { ...valid(), siwx: true }, 'siwx', 'must be an object'],
  [
    'misspelt option',
    { ...valid(), defaultNetwrok: 'eip155:31337' },
    'defaultNetwrok',
    `unknown option (known: ${CONFIG_KEYS.join(', ')})`,
  ],
  ['a config that is not an object', null, 'config', 'must be an object'],
  [
    'a token list over plain http on a public host',
    { ...valid(), tokenLists: ['http://tokens.example/list.json'] },
    'tokenLists[0]',
    'must be an https URL (http only on localhost), e.g. https://example.com/tokens.json',
  ],
  [
    'a token list that is no URL',
    { ...valid(), tokenLists: ['https://a.example/l.json', 'javascript:alert(1)'] },
    'tokenLists[1]',
    'must be an https URL (http only on localhost), e.g. https://example.com/tokens.json',
  ],
  [
    'the same token list twice',
    { ...valid(), tokenLists: ['https://a.example/l.json', 'https://a.example/l.json'] },
    'tokenLists',
    'lists https://a.example/l.json twice',
  ],
  [
    'tokenLists not an array',
    { ...valid(), tokenLists: 'https://a.example/l.json' },
    'tokenLists',
    'must be an array',
  ],
  [
    'an IPFS gateway written with /ipfs',
    { ...valid(), ipfsGateway: 'https://gateway.example/ipfs/' },
    'ipfsGateway',
    'must leave out /ipfs (Portkit adds /ipfs/<cid>), e.g. https://ipfs.io',
  ],
  [
    'an IPFS gateway with credentials',
    { ...valid(), ipfsGateway: 'https://user:secret@gateway.example' },
    'ipfsGateway',
    'must not carry a user name or password: it ships in the page',
  ],
  [
    'an IPFS gateway that is not https',
    { ...valid(), ipfsGateway: 'ftp://gateway.example' },
    'ipfsGateway',
    'must be an https URL (http only on localhost), e.g. https://ipfs.io',
  ],
]

describe('resolveConfig rejects bad configs with the option and the rule', () => {
  it.each(BAD_CONFIGS)('%s', (_name, input, option, message) => {
    const error = thrown(input)
    expect(error.option).toBe(option)
    expect(error.message).toBe(`${option}: ${message}`)
  })
})

describe('resolveConfig fills defaults', () => {
  it('fills every default of a minimal config, keys in the documented order', () => {
    const config = resolveConfig(valid())
    expect(config).toEqual({
      projectId: 'demo',
      metadata,
      networks: [devnetAlpha, devnetBeta],
      defaultNetwork: 'eip155:31337',
      adapters: ['eip155'],
      connectors: ['injected'],
      plugins: ['receive'],
      features: {
        // On by spec section 1, but their services (FEATURE_SERVICES) are not set: off.
        swaps: false,
        onramp: false,
        receive: true,
        send: true,
        // Spec defaults on, but not built yet: off, see 'refuses the features Portkit does not ship yet'.
        email: false,
        emailShowWallets: true,
        history: false,
        analytics: false,
        allWallets: true,
        legalCheckbox: false,
        smartSessions: false,
        collapseWallets: false,
        tokens: true,
        identity: true,
        socials: [],
      },
      themeMode: 'dark',
      locale: 'en',
      themeVariables: {},
      tokens: {},
      customRpcUrls: {},
      chainImages: {},
      tokenLists: [],
      ipfsGateway: 'https://ipfs.io',
      includeWalletIds: [],
      excludeWalletIds: [],
      featuredWalletIds: [],
      customWallets: [],
      services: {},
      enableEmbedded: false,
      allowUnsupportedChain: false,
      enableNetworkSwitch: true,
      enableWalletConnect: true,
      enableWallets: true,
      enableEIP6963: true,
      enableAuthLogger: false,
      manualWCControl: false,
      defaultAccountTypes: { eip155: 'smartAccount', solana: 'eoa', polkadot: 'eoa', bip122: 'payment' },
    })
    // Optional options left out are absent, not `undefined`: the generated config.ts does not mention them.
    expect(Object.keys(config)).toEqual(
      CONFIG_KEYS.filter(
        (key) => !['clientId', 'termsConditionsUrl', 'privacyPolicyUrl', 'siwx', 'siweConfig'].includes(key),
      ),
    )
  })

  it('keeps explicit values, siwx included', () => {
    const config = resolveConfig({
      ...valid(),
      plugins: ['siwx'],
      services: { authApi: 'https://auth.example' },
      defaultNetwork: 'eip155:31338',
      themeMode: 'light',
      allowUnsupportedChain: true,
      enableNetworkSwitch: false,
      enableEIP6963: false,
      siwx: { statement: 'Sign in' },
    })
    expect(config.defaultNetwork).toBe('eip155:31338')
    expect(config.themeMode).toBe('light')
    expect([config.allowUnsupportedChain, config.enableNetworkSwitch, config.enableEIP6963]).toEqual([
      true,
      false,
      false,
    ])
    expect(config.siwx).toEqual({
      standard: 'caip122',
      statement: 'Sign in',
      required: false,
      signOutOnDisconnect: true,
      expiresIn: 86_400,
      resources: [],
    })
  })

  it('rebuilds networks and theme variables in a canonical key order, whatever order the host used', () => {
    const reversed = Object.fromEntries(Object.entries(ethereum).reverse())
    const config = resolveConfig({
      ...valid(),
      networks: [reversed],
      themeVariables: { '--pk-border-radius': '8px', '--pk-accent': '#f00' },
    })
    expect(Object.keys(config.networks[0]!)).toEqual(Object.keys(ethereum))
    expect(config.networks[0]).toEqual(ethereum)
    expect(Object.keys(config.themeVariables)).toEqual(['--pk-accent', '--pk-border-radius'])
  })

  it('defaults a missing testnet flag to false', () => {
    const { testnet: _testnet, ...withoutTestnet } = devnetAlpha
    expect(resolveConfig({ ...valid(), networks: [withoutTestnet] }).networks[0]!.testnet).toBe(false)
  })
})

describe('resolveConfig with a devnet manifest', () => {
  const manifest: DevnetManifest = {
    version: 1,
    chains: [
      {
        chainId: 31337,
        caipNetworkId: 'eip155:31337',
        name: 'Portkit Devnet Alpha',
        rpcUrl: 'http://127.0.0.1:40001',
      },
      {
        chainId: 31338,
        caipNetworkId: 'eip155:31338',
        name: 'Portkit Devnet Beta',
        rpcUrl: 'http://127.0.0.1:40002',
      },
    ],
    accounts: [],
    services: {
      dataApi: 'http://127.0.0.1:41001',
      analyticsApi: 'http://127.0.0.1:41003',
      relay: 'ws://127.0.0.1:41009',
    },
  }

  it('points the local chains at the running devnet and leaves other chains alone', () => {
    const config = resolveConfig({ ...valid(), networks: [devnetAlpha, ethereum, devnetBeta] }, manifest)
    expect(config.networks.map((network) => network.rpcUrls.default.http)).toEqual([
      ['http://127.0.0.1:40001'],
      ethereum.rpcUrls.default.http,
      ['http://127.0.0.1:40002'],
    ])
    // The presets the host imported are not mutated.
    expect(devnetAlpha.rpcUrls.default.http).toEqual(['http://127.0.0.1:8545'])
  })

  it('fills only the missing service endpoints, and only the three known ones', () => {
    const config = resolveConfig({ ...valid(), services: { dataApi: 'https://data.example.com' } }, manifest)
    expect(config.services).toEqual({
      dataApi: 'https://data.example.com',
      analyticsApi: 'http://127.0.0.1:41003',
    })
  })

  it('socials on a devnet without the social login providers: the refusal names their install line', () => {
    const withFrame = {
      ...manifest,
      services: { ...manifest.services, secureFrame: 'http://127.0.0.1:41010' },
    }
    const socials = { ...valid(), features: { email: true, socials: ['google'] } }
    expect(() => resolveConfig(socials, withFrame)).toThrow(
      'features.socials: the devnet runs no social login providers: install their packages and restart ' +
        '`portkit dev` (npm install --save-dev oidc-provider@9.13.3 openid-client@6.9.1)',
    )
    const socialLogin = { clientId: 'c', issuers: {}, farcasterRelay: 'http://127.0.0.1:41011/farcaster' }
    expect(resolveConfig(socials, { ...withFrame, socialLogin }).features.socials).toEqual(['google'])
  })

  it('changes nothing without a manifest', () => {
    const config = resolveConfig(valid())
    expect(config.networks[0]!.rpcUrls.default.http).toEqual(['http://127.0.0.1:8545'])
    expect(config.services).toEqual({})
  })
})
