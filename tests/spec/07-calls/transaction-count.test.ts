import { InvalidAddressError } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  getTransactionCount,
  sendTransaction,
  waitForReceipt,
} from '../../../runtime/controllers/actions/index.ts'
import { anvilHost, jsonRpc } from '../../support/host-wallet.ts'

/**
 * Spec section 7, wallet requests: "transaction count" (eth_getTransactionCount), a host action and
 * hook over the active network's adapter. Against a real anvil; the node's own answer is the reference.
 */

const host = anvilHost()
const nodeCount = async (address: string, blockTag: 'latest' | 'pending') =>
  Number(await jsonRpc(host.anvil.rpcUrl, 'eth_getTransactionCount', [address, blockTag]))

describe('spec 7: the transaction count', () => {
  it("is the connected account's next nonce: a send with it goes through, and the count moves on by one", async () => {
    const before = await getTransactionCount(host.portkit)
    expect(before).toBe(await nodeCount(host.account, 'latest'))
    const hash = await sendTransaction(host.portkit, { to: host.receiver, value: 1n, nonce: before })
    await waitForReceipt(host.portkit, { hash })
    expect(await getTransactionCount(host.portkit)).toBe(before + 1)
  })

  it("at 'pending' it counts what waits in the node's pool; at 'latest' only what is mined", async () => {
    await jsonRpc(host.anvil.rpcUrl, 'evm_setAutomine', [false])
    try {
      const mined = await getTransactionCount(host.portkit)
      await sendTransaction(host.portkit, { to: host.receiver, value: 2n })
      expect(await getTransactionCount(host.portkit, { blockTag: 'pending' })).toBe(mined + 1)
      expect(await getTransactionCount(host.portkit, { blockTag: 'latest' })).toBe(mined)
      await jsonRpc(host.anvil.rpcUrl, 'evm_mine')
      expect(await getTransactionCount(host.portkit)).toBe(mined + 1)
    } finally {
      await jsonRpc(host.anvil.rpcUrl, 'evm_setAutomine', [true])
    }
  })

  it('of another address on a named network, when asked', async () => {
    expect(
      await getTransactionCount(host.portkit, { address: host.receiver, caipNetworkId: 'eip155:31337' }),
    ).toBe(await nodeCount(host.receiver, 'latest'))
  })

  it("a malformed address is refused with viem's InvalidAddressError, as every host action's", async () => {
    const error = await getTransactionCount(host.portkit, { address: '0x1234' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InvalidAddressError)
    expect((error as InvalidAddressError).shortMessage).toBe('Address "0x1234" is invalid.')
  })
})
