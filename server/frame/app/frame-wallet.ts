import {
  BaseError,
  createPublicClient,
  createWalletClient,
  defineChain,
  http,
  RpcRequestError,
  type Chain,
  type Hex,
} from 'viem'
import { EMBEDDED_SIGNING_METHODS, isEmbeddedWalletMethod } from '../../../runtime/core/rpc-methods.ts'
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import type { FrameConfig } from './frame-config.ts'
import { FrameRpcError } from './frame-rpc-error.ts'

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
        return readNode(chain, method, params)
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
          return wallet.sendTransaction({
            to: tx.to ?? null,
            ...(tx.value ? { value: BigInt(tx.value) } : {}),
            ...(tx.data ? { data: tx.data } : {}),
            ...(tx.gas ? { gas: BigInt(tx.gas) } : {}),
          })
        }
      }
    },
  }
}

/**
 * A read of the chain's node. Its refusal keeps the node's code and words, never the node's URL (it may
 * hold an API key); a node that did not answer is -32603.
 */
async function readNode(chain: Chain, method: string, params: unknown[]): Promise<unknown> {
  const client = createPublicClient({ chain, transport: http() })
  try {
    return await client.request({ method: method as 'eth_chainId', params: params as never })
  } catch (error) {
    const refusal =
      error instanceof BaseError ? error.walk((cause) => cause instanceof RpcRequestError) : undefined
    if (refusal instanceof RpcRequestError) throw new FrameRpcError(refusal.code, refusal.details)
    throw new FrameRpcError(-32603, `The ${chain.name} node did not answer ${method}`)
  }
}

function mustBeOwn(address: string, own: string): void {
  if (address.toLowerCase() !== own.toLowerCase()) throw new Error('The address is not this wallet')
}
