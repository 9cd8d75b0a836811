import type { TokenOption } from '../../runtime/config/index.ts'
import { isEvmAddress, isSolanaAddress } from '../../runtime/core/address.ts'
import { parseCaipNetworkId } from '../../runtime/core/caip.ts'
import { ALERTS, alertText } from '../../runtime/core/errors.ts'
import type { CaipNetworkId, Network } from '../../runtime/core/types.ts'
import {
  expectArray,
  expectHttpUrl,
  expectImageUrl,
  expectKnownKeys,
  expectNonEmptyString,
  expectObject,
  fail,
  keyPath,
} from './checks.ts'

type NetworkMap<T> = Partial<Record<CaipNetworkId, T>>

/**
 * Options keyed by caipNetworkId (tokens, customRpcUrls, chainImages). A key must be a CAIP-2 id of one
 * of `networks`; entries come out in the order of `networks`, so the generated config is byte-stable.
 */
function resolveNetworkMap<T>(
  value: unknown,
  option: string,
  networks: Network[],
  read: (entry: unknown, option: string, network: Network) => T,
): NetworkMap<T> {
  if (value === undefined) return {}
  const raw = expectObject(value, option)
  for (const key of Object.keys(raw)) {
    try {
      parseCaipNetworkId(key)
    } catch (error) {
      fail(keyPath(option, key), (error as Error).message)
    }
    if (!networks.some((network) => network.caipNetworkId === key)) {
      fail(keyPath(option, key), alertText(ALERTS.NETWORK_NOT_FOUND))
    }
  }
  const map: NetworkMap<T> = {}
  for (const network of networks) {
    const entry = raw[network.caipNetworkId]
    if (entry !== undefined)
      map[network.caipNetworkId] = read(entry, `${option}.${network.caipNetworkId}`, network)
  }
  return map
}

export function resolveTokens(value: unknown, networks: Network[]): NetworkMap<TokenOption> {
  return resolveNetworkMap(value, 'tokens', networks, (entry, option, network) => {
    // The bip122 adapter reads BTC only: a token named for a Bitcoin network could never be shown.
    if (network.chainNamespace === 'bip122') fail(option, 'Bitcoin networks have no tokens: BTC is shown')
    const raw = expectObject(entry, option)
    expectKnownKeys(raw, option, ['address', 'image'])
    const token: TokenOption = { address: resolveTokenAddress(raw.address, `${option}.address`, network) }
    if (raw.image !== undefined) token.image = expectImageUrl(raw.image, `${option}.image`)
    return token
  })
}

/** Address rules of spec section 5, by the network's namespace. */
function resolveTokenAddress(value: unknown, option: string, network: Network): string {
  const address = expectNonEmptyString(value, option)
  if (network.chainNamespace === 'eip155' && !isEvmAddress(address)) {
    fail(option, 'must be an EVM address (40 hex digits, optional 0x prefix)')
  }
  if (network.chainNamespace === 'solana' && !isSolanaAddress(address)) {
    fail(option, 'must be a Solana address (base58, 32 to 44 characters)')
  }
  return address
}

export function resolveCustomRpcUrls(value: unknown, networks: Network[]): NetworkMap<{ url: string }[]> {
  return resolveNetworkMap(value, 'customRpcUrls', networks, (entry, option) =>
    expectArray(entry, option, { nonEmpty: true }).map((rpc, i) => {
      const raw = expectObject(rpc, `${option}[${i}]`)
      expectKnownKeys(raw, `${option}[${i}]`, ['url'])
      return { url: expectHttpUrl(raw.url, `${option}[${i}].url`) }
    }),
  )
}

export function resolveChainImages(value: unknown, networks: Network[]): NetworkMap<string> {
  return resolveNetworkMap(value, 'chainImages', networks, (entry, option) => expectImageUrl(entry, option))
}
