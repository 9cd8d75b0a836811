import { formatUnits } from 'viem'
import { ProviderNotFoundError } from '../core/errors.ts'
import type { TokenBalance } from './balance.ts'

/** Spec section 3, Wallet asset response item (EIP-7811 `wallet_getAssets`). */
export interface WalletAsset {
  address: string
  balance: string
  type: 'ERC20' | 'NATIVE'
  metadata: { name: string; symbol: string; decimals: number; price: number; iconUrl: string; value?: number }
}

interface Requester {
  request(args: { method: string; params?: unknown }): Promise<unknown>
}

/** Whether the wallet's capabilities advertise asset discovery for the chain (hex chain id). */
export async function supportsAssetDiscovery(
  provider: Requester | undefined,
  address: string,
  chainIdHex: string,
): Promise<boolean> {
  if (!provider) throw new ProviderNotFoundError()
  try {
    const capabilities = (await provider.request({ method: 'wallet_getCapabilities', params: [address] })) as
      Record<string, { assetDiscovery?: { supported?: boolean } }> | undefined
    return capabilities?.[chainIdHex]?.assetDiscovery?.supported === true
  } catch {
    // A wallet without the method simply has no asset discovery.
    return false
  }
}

/**
 * Spec section 5: accepted only if every asset has a string address and balance, type ERC20 or NATIVE,
 * and correctly typed metadata; anything else means the caller falls back to the balance API.
 */
export function isValidAssetResponse(assets: unknown): assets is WalletAsset[] {
  return Array.isArray(assets) && assets.every(isWalletAsset)
}

function isWalletAsset(value: unknown): boolean {
  const asset = value as Partial<WalletAsset> | null
  if (typeof asset !== 'object' || asset === null) return false
  if (typeof asset.address !== 'string' || typeof asset.balance !== 'string') return false
  if (asset.type !== 'ERC20' && asset.type !== 'NATIVE') return false
  const meta = asset.metadata as Partial<WalletAsset['metadata']> | undefined
  return (
    typeof meta === 'object' &&
    meta !== null &&
    typeof meta.name === 'string' &&
    typeof meta.symbol === 'string' &&
    typeof meta.decimals === 'number' &&
    typeof meta.price === 'number' &&
    typeof meta.iconUrl === 'string' &&
    (meta.value === undefined || typeof meta.value === 'number')
  )
}

/** `wallet_getAssets` for one chain; undefined when the answer fails validation. */
export async function fetchWalletAssets(
  provider: Requester | undefined,
  address: string,
  caipNetworkId: string,
): Promise<TokenBalance[] | undefined> {
  if (!provider) throw new ProviderNotFoundError()
  const chainIdHex = `0x${Number(caipNetworkId.split(':')[1]).toString(16)}`
  const response = (await provider.request({
    method: 'wallet_getAssets',
    params: [{ account: address, chainFilter: [chainIdHex] }],
  })) as Record<string, unknown> | undefined
  const assets = response?.[chainIdHex]
  if (!isValidAssetResponse(assets)) return undefined
  return assets.map((asset) => toTokenBalance(asset, caipNetworkId))
}

function toTokenBalance(asset: WalletAsset, caipNetworkId: string): TokenBalance {
  const { metadata } = asset
  const numeric = formatUnits(BigInt(asset.balance), metadata.decimals)
  return {
    name: metadata.name,
    symbol: metadata.symbol,
    chainId: caipNetworkId,
    ...(asset.type === 'NATIVE' ? {} : { address: `${caipNetworkId}:${asset.address}` as const }),
    value: metadata.value ?? Number(numeric) * metadata.price,
    price: metadata.price,
    quantity: { decimals: String(metadata.decimals), numeric },
    iconUrl: metadata.iconUrl,
  }
}
