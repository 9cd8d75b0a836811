import { createPublicClient, createWalletClient, defineChain, http, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { Devnet } from '../../../../devnet/index.ts'

/** A viem wallet of a funded test account on one devnet chain, with a public client and token lookup. */
export function devnetWallet(devnet: Devnet, accountIndex: number, chainIndex = 0) {
  const { chainId, name, rpcUrl, caipNetworkId } = devnet.manifest.chains[chainIndex]!
  const chain = defineChain({
    id: chainId,
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const account = privateKeyToAccount(devnet.manifest.accounts[accountIndex]!.privateKey as Hex)
  return {
    account,
    wallet: createWalletClient({ account, chain, transport: http(rpcUrl) }),
    client: createPublicClient({ chain, transport: http(rpcUrl) }),
    token: (symbol: string) =>
      devnet.manifest.tokens![caipNetworkId]!.find((token) => token.symbol === symbol)!.address as Address,
  }
}
