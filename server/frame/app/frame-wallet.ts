import { createPublicClient, createWalletClient, defineChain, http, type Chain, type Hex } from 'viem'
import { EMBEDDED_SIGNING_METHODS, isEmbeddedWalletMethod } from '../../../runtime/core/rpc-methods.ts'
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import type { FrameConfig } from './frame-config.ts'
import { FrameRpcError, withoutNodeUrl } from './frame-rpc-error.ts'

function chainOf(config: FrameConfig, chainId: number): Chain {
  const chain = config.chains.find((candidate) => candidate.chainId === chainId)
  if (!chain) throw new Error(`Unsupported chain ${chainId}`)
  return defineChain({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
}

/** The embedded wallet: signs in the frame with the key that never leaves it. */
export function frameWallet(config: FrameConfig, privateKey: Hex) {
  const account: PrivateKeyAccount = privateKeyToAccount(privateKey)
  return {
    address: account.address,
    hasChain: (chainId: number) => config.chains.some((chain) => chain.chainId === chainId),
    async request(chainId: number, method: string, params: unknown[]): Promise<unknown> {
      if (!isEmbeddedWalletMethod(method))
        throw new FrameRpcError(4200, `The embedded wallet does not support ${method}`)
      const chain = chainOf(config, chainId)
      if (!(EMBEDDED_SIGNING_METHODS as readonly string[]).includes(method))
        return withoutNodeUrl(chain.name, method, () =>
          createPublicClient({ chain, transport: http() }).request({
            method: method as 'eth_chainId',
            params: params as never,
          }),
        )
      const wallet = createWalletClient({ account, chain, transport: http() })
      switch (method) {
        case 'personal_sign': {
          const [message, address] = params as [Hex, string]
          mustBeOwn(address, account.address)
          return account.signMessage({ message: { raw: message } })
        }
        case 'eth_signTypedData_v4': {
          const [address, json] = params as [string, string]
          mustBeOwn(address, account.address)
          const typed = (typeof json === 'string' ? JSON.parse(json) : json) as Parameters<
            PrivateKeyAccount['signTypedData']
          >[0]
          return account.signTypedData(typed)
        }
        default: {
          const [tx] = params as [{ to?: Hex; value?: Hex; data?: Hex; from?: string; gas?: Hex }]
          if (tx.from) mustBeOwn(tx.from, account.address)
          return withoutNodeUrl(chain.name, method, () =>
            wallet.sendTransaction({
              to: tx.to ?? null,
              ...(tx.value ? { value: BigInt(tx.value) } : {}),
              ...(tx.data ? { data: tx.data } : {}),
              ...(tx.gas ? { gas: BigInt(tx.gas) } : {}),
            }),
          )
        }
      }
    },
  }
}

function mustBeOwn(address: string, own: string): void {
  if (address.toLowerCase() !== own.toLowerCase()) throw new Error('The address is not this wallet')
}
