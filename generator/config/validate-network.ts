import { parseCaipNetworkId } from '../../runtime/core/caip.ts'
import { InvalidCaipNetworkIdError } from '../../runtime/core/errors.ts'
import { CHAIN_NAMESPACES, type CaipNetworkId, type Network } from '../../runtime/core/types.ts'
import {
  expectBoolean,
  expectHttpUrl,
  expectHttpUrlList,
  expectKnownKeys,
  expectNonEmptyString,
  expectObject,
  expectOneOf,
  fail,
} from './checks.ts'

const NETWORK_KEYS = [
  'id',
  'name',
  'network',
  'caipNetworkId',
  'chainNamespace',
  'nativeCurrency',
  'rpcUrls',
  'blockExplorers',
  'contracts',
  'assets',
  'testnet',
] as const

/**
 * Validates one entry of `networks` (spec section 3, Network) and rebuilds it with keys in a fixed
 * order, so the generated config.ts does not depend on how the host wrote the object.
 */
export function resolveNetwork(input: unknown, option: string): Network {
  const raw = expectObject(input, option)
  expectKnownKeys(raw, option, NETWORK_KEYS)

  const caipNetworkId = resolveCaipNetworkId(raw.caipNetworkId, `${option}.caipNetworkId`)
  const { namespace, reference } = parseCaipNetworkId(caipNetworkId)
  const chainNamespace = expectOneOf(raw.chainNamespace, `${option}.chainNamespace`, CHAIN_NAMESPACES)
  if (chainNamespace !== namespace) {
    fail(`${option}.chainNamespace`, `must equal the namespace of caipNetworkId (${namespace})`)
  }

  return {
    id: resolveId(raw.id, `${option}.id`, chainNamespace === 'eip155', reference),
    name: expectNonEmptyString(raw.name, `${option}.name`),
    network: expectNonEmptyString(raw.network, `${option}.network`),
    caipNetworkId,
    chainNamespace,
    nativeCurrency: resolveNativeCurrency(raw.nativeCurrency, `${option}.nativeCurrency`),
    rpcUrls: resolveRpcUrls(raw.rpcUrls, `${option}.rpcUrls`),
    ...(raw.blockExplorers === undefined
      ? {}
      : { blockExplorers: resolveBlockExplorers(raw.blockExplorers, `${option}.blockExplorers`) }),
    ...(raw.contracts === undefined
      ? {}
      : { contracts: resolveContracts(raw.contracts, `${option}.contracts`) }),
    ...(raw.assets === undefined ? {} : { assets: resolveAssets(raw.assets, `${option}.assets`) }),
    testnet: expectBoolean(raw.testnet, `${option}.testnet`, false),
  }
}

function resolveCaipNetworkId(value: unknown, option: string): CaipNetworkId {
  if (typeof value !== 'string') fail(option, 'must be a string like eip155:1')
  try {
    const { namespace, reference } = parseCaipNetworkId(value)
    // The polkadot profile's reference: the genesis hash's first 32 hex characters, lower case, no 0x.
    if (namespace === 'polkadot' && !/^[0-9a-f]{32}$/.test(reference)) throw new InvalidCaipNetworkIdError()
  } catch (error) {
    // The catalogue text ('Invalid CAIP-2 network id') is what the runtime would say too.
    fail(option, (error as Error).message)
  }
  return value as CaipNetworkId
}

/** eip155 ids are numbers (viem's chain.id); every id must be the reference part of caipNetworkId. */
function resolveId(value: unknown, option: string, numeric: boolean, reference: string): number | string {
  if (numeric && !(typeof value === 'number' && Number.isSafeInteger(value) && value > 0)) {
    fail(option, 'must be a positive integer for eip155 networks')
  }
  if (typeof value !== 'number' && typeof value !== 'string') fail(option, 'must be a number or a string')
  if (String(value) !== reference) fail(option, `must equal the reference of caipNetworkId (${reference})`)
  return value
}

function resolveNativeCurrency(value: unknown, option: string): Network['nativeCurrency'] {
  const raw = expectObject(value, option)
  expectKnownKeys(raw, option, ['name', 'symbol', 'decimals'])
  const decimals = raw.decimals
  if (typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 0 || decimals > 255) {
    fail(`${option}.decimals`, 'must be an integer from 0 to 255')
  }
  return {
    name: expectNonEmptyString(raw.name, `${option}.name`),
    symbol: expectNonEmptyString(raw.symbol, `${option}.symbol`),
    decimals,
  }
}

function resolveRpcUrls(value: unknown, option: string): Network['rpcUrls'] {
  const raw = expectObject(value, option)
  expectKnownKeys(raw, option, ['default', 'chainDefault'])
  const rpcUrls: Network['rpcUrls'] = { default: resolveHttpList(raw.default, `${option}.default`) }
  if (raw.chainDefault !== undefined)
    rpcUrls.chainDefault = resolveHttpList(raw.chainDefault, `${option}.chainDefault`)
  return rpcUrls
}

function resolveHttpList(value: unknown, option: string): { http: string[] } {
  const raw = expectObject(value, option)
  expectKnownKeys(raw, option, ['http'])
  return { http: expectHttpUrlList(raw.http, `${option}.http`) }
}

function resolveBlockExplorers(value: unknown, option: string): NonNullable<Network['blockExplorers']> {
  const raw = expectObject(value, option)
  expectKnownKeys(raw, option, ['default'])
  const explorer = expectObject(raw.default, `${option}.default`)
  expectKnownKeys(explorer, `${option}.default`, ['name', 'url'])
  return {
    default: {
      name: expectNonEmptyString(explorer.name, `${option}.default.name`),
      url: expectHttpUrl(explorer.url, `${option}.default.url`),
    },
  }
}

const CONTRACT_ADDRESS = /^0x[0-9a-fA-F]{40}$/

/** The contracts viem reads through (`multicall3`, `ensUniversalResolver`), each an address. */
function resolveContracts(value: unknown, option: string): NonNullable<Network['contracts']> {
  const raw = expectObject(value, option)
  expectKnownKeys(raw, option, ['multicall3', 'ensUniversalResolver'])
  const contracts: NonNullable<Network['contracts']> = {}
  for (const name of ['multicall3', 'ensUniversalResolver'] as const) {
    if (raw[name] === undefined) continue
    const contract = expectObject(raw[name], `${option}.${name}`)
    expectKnownKeys(contract, `${option}.${name}`, ['address'])
    if (typeof contract.address !== 'string' || !CONTRACT_ADDRESS.test(contract.address))
      fail(`${option}.${name}.address`, 'must be a 0x-prefixed 20-byte hex address')
    contracts[name] = { address: contract.address }
  }
  return contracts
}

function resolveAssets(value: unknown, option: string): NonNullable<Network['assets']> {
  const raw = expectObject(value, option)
  expectKnownKeys(raw, option, ['imageId', 'imageUrl'])
  const assets: NonNullable<Network['assets']> = {}
  if (raw.imageId !== undefined) assets.imageId = expectNonEmptyString(raw.imageId, `${option}.imageId`)
  if (raw.imageUrl !== undefined) assets.imageUrl = expectNonEmptyString(raw.imageUrl, `${option}.imageUrl`)
  return assets
}
