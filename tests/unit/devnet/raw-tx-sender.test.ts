import { createPublicClient, createTestClient, http, parseEther } from 'viem'
import { dropTransaction, getTransactionReceipt, setAutomine } from 'viem/actions'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRawTxSender } from '../../../devnet/contracts/raw-tx-sender.ts'
import { startAnvil, testAccounts, type AnvilNode } from '../../../devnet/index.ts'

// The devnet's setup transactions must all be mined even when anvil's automine misses one
// (foundry-rs/foundry#10122): with automine off, every sent transaction waits in the pool as such a
// missed one does.
describe('the devnet sender confirms transactions anvil left in its pool', () => {
  let anvil: AnvilNode
  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 31337 })
  })
  afterAll(() => anvil?.stop())

  it('mines a block itself once a receipt is late, and every transaction gets its receipt', async () => {
    const transport = http(anvil.rpcUrl)
    const client = createPublicClient({ transport })
    await setAutomine(createTestClient({ mode: 'anvil', transport }), false)
    const sender = createRawTxSender(client, 31337, { mineAfterMs: 200 })
    const [from, to] = testAccounts(2)
    const sent = [
      await sender.send(from!, { to: to!.address, value: parseEther('1'), gas: 21_000n }),
      await sender.send(from!, { to: to!.address, value: parseEther('2'), gas: 21_000n }),
    ]
    await sender.confirmAll()
    for (const { hash } of sent) {
      expect((await getTransactionReceipt(client, { hash })).status).toBe('success')
    }
  })

  it('says what the node knows of a transaction that never gets a receipt, instead of timing out mute', async () => {
    const transport = http(anvil.rpcUrl)
    const client = createPublicClient({ transport })
    const testClient = createTestClient({ mode: 'anvil', transport })
    await setAutomine(testClient, false)
    const sender = createRawTxSender(client, 31337, { mineAfterMs: 100, receiptWaitMs: 500 })
    const [, , from, to] = testAccounts(4)
    const { hash } = await sender.send(from!, { to: to!.address, value: parseEther('1'), gas: 21_000n })
    await dropTransaction(testClient, { hash })
    await expect(sender.confirmAll()).rejects.toThrow(
      `Devnet setup transaction ${hash} got no receipt in 0.5 s, blocks mined by hand included: the node no longer has it (dropped from its pool)`,
    )
  })
})
