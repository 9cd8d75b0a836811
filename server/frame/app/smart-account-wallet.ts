import { createPublicClient, encodeAbiParameters, http, keccak256, type Address, type Hex } from 'viem'
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import type { FrameConfig } from './frame-config.ts'

const NONCE_ABI = [
  { type: 'function', name: 'nonce', stateMutability: 'view', inputs: [], outputs: [{ type: 'uint256' }] },
] as const

/** The auth service's smart-account calls (its sponsor deploys accounts and pays for their calls). */
export interface SmartAccountService {
  relay(call: {
    chainId: number
    account: Address
    to: Address
    value: Hex
    data: Hex
    signature: Hex
  }): Promise<Hex>
}

/**
 * The embedded wallet as its smart account (FixtureSmartAccount, one per owner key and chain): messages
 * and typed data are signed by the owner key and checked by the account on chain (ERC-1271); a
 * transaction becomes a call the owner signs for the account's `execute`, which the sponsor relays.
 */
export function smartAccountWallet(config: FrameConfig, privateKey: Hex, service: SmartAccountService) {
  const owner: PrivateKeyAccount = privateKeyToAccount(privateKey)
  return {
    async request(chainId: number, account: Address, method: string, params: unknown[]): Promise<unknown> {
      switch (method) {
        case 'personal_sign': {
          const [message, address] = params as [Hex, string]
          mustBe(address, account)
          return owner.signMessage({ message: { raw: message } })
        }
        case 'eth_signTypedData_v4': {
          const [address, json] = params as [string, string]
          mustBe(address, account)
          return owner.signTypedData(
            (typeof json === 'string' ? JSON.parse(json) : json) as Parameters<
              PrivateKeyAccount['signTypedData']
            >[0],
          )
        }
        case 'eth_sendTransaction': {
          const [tx] = params as [{ to?: Address; value?: Hex; data?: Hex; from?: string }]
          if (tx.from) mustBe(tx.from, account)
          if (!tx.to) throw new Error('A smart account does not deploy contracts')
          const rpcUrl = config.chains.find((chain) => chain.chainId === chainId)?.rpcUrl
          if (!rpcUrl) throw new Error(`Unsupported chain ${chainId}`)
          const reader = createPublicClient({ transport: http(rpcUrl) })
          const nonce = await reader.readContract({ address: account, abi: NONCE_ABI, functionName: 'nonce' })
          const value = tx.value ?? '0x0'
          const data = tx.data ?? '0x'
          // What FixtureSmartAccount.callDigest hashes; the owner's EIP-191 signature over it authorises the call.
          const call = keccak256(
            encodeAbiParameters(
              [
                { type: 'uint256' },
                { type: 'address' },
                { type: 'uint256' },
                { type: 'address' },
                { type: 'uint256' },
                { type: 'bytes' },
              ],
              [BigInt(chainId), account, nonce, tx.to, BigInt(value), data],
            ),
          )
          const signature = await owner.signMessage({ message: { raw: call } })
          return service.relay({ chainId, account, to: tx.to, value, data, signature })
        }
        default:
          throw new Error(`${method} is not handled by the smart account`)
      }
    },
  }
}

function mustBe(address: string, own: string): void {
  if (address.toLowerCase() !== own.toLowerCase()) throw new Error('The address is not this wallet')
}
