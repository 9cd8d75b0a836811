import { getContractAddress, type Address, type Hex, type PublicClient } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { getTransactionCount, waitForTransactionReceipt } from 'viem/actions'
import type { TestAccount } from '../accounts.ts'

export interface RawTx {
  to?: Address
  data?: Hex
  value?: bigint
  /** Fixed gas limit: estimating every setup transaction would double the round trips. */
  gas: bigint
}

export interface SentTx {
  hash: Hex
  nonce: number
}

export interface RawTxSender {
  /** Signs locally with the next nonce of `from` and sends; resolves once the node accepted it. */
  send(from: TestAccount, tx: RawTx): Promise<SentTx>
  /** Waits for every sent transaction's receipt (mined) and throws if any of them reverted. */
  confirmAll(): Promise<void>
}

// Far above anvil's starting base fee (1 gwei), so no setup transaction waits in the pool.
const MAX_FEE_PER_GAS = 10_000_000_000n
const MAX_PRIORITY_FEE_PER_GAS = 1_000_000_000n

/**
 * Sends setup transactions with one RPC call each (eth_sendRawTransaction), tracking nonces itself.
 * Sends must be awaited in order: with automining, each one is mined before the next arrives.
 */
export function createRawTxSender(client: PublicClient, chainId: number): RawTxSender {
  const nonces = new Map<Address, number>()
  const sent: Hex[] = []

  async function nextNonce(address: Address): Promise<number> {
    const nonce = nonces.get(address) ?? (await getTransactionCount(client, { address, blockTag: 'pending' }))
    nonces.set(address, nonce + 1)
    return nonce
  }

  return {
    async send(from, tx) {
      const account = privateKeyToAccount(from.privateKey)
      const nonce = await nextNonce(account.address)
      const signed = await account.signTransaction({
        type: 'eip1559',
        chainId,
        nonce,
        maxFeePerGas: MAX_FEE_PER_GAS,
        maxPriorityFeePerGas: MAX_PRIORITY_FEE_PER_GAS,
        ...tx,
      })
      const hash = await client.request({ method: 'eth_sendRawTransaction', params: [signed] })
      sent.push(hash)
      return { hash, nonce }
    },
    async confirmAll() {
      // Anvil answers eth_sendRawTransaction before its automine has mined the block: on a busy machine (the
      // e2e template build runs npm install alongside) the last receipts are not there yet, so wait for them
      // (CI once saw 30 s run out while four browser specs and vitest shared the two cores).
      const receipts = await Promise.all(
        sent.map((hash) => waitForTransactionReceipt(client, { hash, pollingInterval: 20, timeout: 90_000 })),
      )
      const reverted = receipts.filter((receipt) => receipt.status !== 'success')
      if (reverted.length > 0) {
        throw new Error(
          `devnet fixture transactions reverted: ${reverted.map((r) => r.transactionHash).join(', ')}`,
        )
      }
    },
  }
}

/** Deploys `data` from one account over the sender and gives the contract's address (from the nonce used). */
export type Deploy = (data: Hex, gas?: bigint) => Promise<Address>

/** Setup contract creations cost at most this unless told otherwise. */
const DEPLOY_GAS = 3_000_000n

export function contractDeployer(sender: RawTxSender, deployer: TestAccount): Deploy {
  return async (data, gas = DEPLOY_GAS) => {
    const { nonce } = await sender.send(deployer, { data, gas })
    return getContractAddress({ from: deployer.address, nonce: BigInt(nonce) })
  }
}
