import { Connection, Keypair, LAMPORTS_PER_SOL, SystemProgram, Transaction } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { DEVNET_SOLANA_GENESIS_HASH } from '../../../devnet/solana/solana-part.ts'
import { solanaTestKeypairs } from '../../../devnet/solana/solana-accounts.ts'
import { startSolana, type SolanaNode } from '../../../devnet/solana/start-solana.ts'
import { devnetSolana } from '../../../runtime/networks/index.ts'
import { DEVNET_SOLANA } from '../../../devnet/index.ts'

/** Well above a confirmation here (milliseconds); without a subscription server it would never come. */
const CONFIRM_TIMEOUT_MS = 10_000

// An unmodified web3.js 1.x Connection against the devnet's litesvm-backed JSON-RPC + WebSocket endpoint.
describe('devnet Solana chain', () => {
  let node: SolanaNode
  let connection: Connection
  const [payer] = solanaTestKeypairs()

  beforeAll(async () => {
    node = (await startSolana(DEVNET_SOLANA_GENESIS_HASH))!
    connection = new Connection(node.rpcUrl, {
      commitment: 'confirmed',
      wsEndpoint: node.rpcUrl.replace('http', 'ws'),
    })
  })
  afterAll(() => node.stop())

  it('funds the test accounts and names the genesis hash of the runtime network', async () => {
    expect(await connection.getBalance(payer!.publicKey)).toBe(1000 * LAMPORTS_PER_SOL)
    const genesis = await connection.getGenesisHash()
    expect(`solana:${genesis.slice(0, 32)}`).toBe(devnetSolana.caipNetworkId)
    expect(DEVNET_SOLANA.caipNetworkId).toBe(devnetSolana.caipNetworkId)
  })

  it('moves lamports with a signed transfer, confirmed through signatureSubscribe', async () => {
    const receiver = Keypair.generate().publicKey
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
    const transaction = new Transaction({ feePayer: payer!.publicKey, blockhash, lastValidBlockHeight }).add(
      SystemProgram.transfer({
        fromPubkey: payer!.publicKey,
        toPubkey: receiver,
        lamports: LAMPORTS_PER_SOL,
      }),
    )
    transaction.sign(payer!)
    const signature = await connection.sendRawTransaction(transaction.serialize(), {
      preflightCommitment: 'processed',
    })
    const confirmation = await connection.confirmTransaction(
      { signature, blockhash, lastValidBlockHeight },
      'confirmed',
    )
    expect(confirmation.value.err).toBeNull()
    expect(await connection.getBalance(receiver)).toBe(LAMPORTS_PER_SOL)
    const { value } = await connection.getSignatureStatuses([signature])
    expect(value[0]?.confirmationStatus).toBe('finalized')
    expect((await connection.getAccountInfo(receiver))?.owner.toBase58()).toBe(
      SystemProgram.programId.toBase58(),
    )
  })

  // A host's own script makes a Connection from the manifest's URL alone; web3.js then opens its
  // subscriptions at the port + 1 (as solana-test-validator serves them), and confirmTransaction waits there.
  it(
    'confirms a transfer for a Connection given the RPC URL alone (subscriptions at port + 1)',
    async () => {
      const plain = new Connection(node.rpcUrl, 'confirmed')
      const receiver = Keypair.generate().publicKey
      const { blockhash, lastValidBlockHeight } = await plain.getLatestBlockhash()
      const transaction = new Transaction({
        feePayer: payer!.publicKey,
        blockhash,
        lastValidBlockHeight,
      }).add(
        SystemProgram.transfer({ fromPubkey: payer!.publicKey, toPubkey: receiver, lamports: 1_000_000 }),
      )
      transaction.sign(payer!)
      const signature = await plain.sendRawTransaction(transaction.serialize())
      const confirmation = await plain.confirmTransaction({ signature, blockhash, lastValidBlockHeight })
      expect(confirmation.value.err).toBeNull()
      expect(await plain.getBalance(receiver)).toBe(1_000_000)
    },
    CONFIRM_TIMEOUT_MS,
  )

  it('refuses a transaction the chain rejects, as a validator preflight does', async () => {
    const poor = Keypair.generate()
    const transaction = new Transaction({
      feePayer: poor.publicKey,
      ...(await connection.getLatestBlockhash()),
    }).add(SystemProgram.transfer({ fromPubkey: poor.publicKey, toPubkey: payer!.publicKey, lamports: 1 }))
    transaction.sign(poor)
    await expect(connection.sendRawTransaction(transaction.serialize())).rejects.toThrow(/simulation failed/)
  })

  it('takes no fee for a transfer its preflight refuses', async () => {
    const sender = solanaTestKeypairs()[2]!
    const before = await connection.getBalance(sender.publicKey)
    const transaction = new Transaction({
      feePayer: sender.publicKey,
      ...(await connection.getLatestBlockhash()),
    }).add(
      SystemProgram.transfer({
        fromPubkey: sender.publicKey,
        toPubkey: payer!.publicKey,
        lamports: before * 2,
      }),
    )
    transaction.sign(sender)
    await expect(connection.sendRawTransaction(transaction.serialize())).rejects.toThrow(/simulation failed/)
    expect(await connection.getBalance(sender.publicKey)).toBe(before)
  })

  it('notifies a subscription to a signature that has already landed', async () => {
    const signature = await connection.requestAirdrop(Keypair.generate().publicKey, LAMPORTS_PER_SOL)
    const socket = new WebSocket(node.rpcUrl.replace('http', 'ws'))
    const messages: unknown[] = []
    await new Promise((resolve) => socket.once('open', resolve))
    const notified = new Promise<void>((resolve) =>
      socket.on('message', (data) => {
        messages.push(JSON.parse(String(data)))
        if (messages.length === 2) resolve()
      }),
    )
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'signatureSubscribe', params: [signature] }))
    await notified
    socket.close()
    expect(messages).toEqual([
      { jsonrpc: '2.0', id: 7, result: 1 },
      {
        jsonrpc: '2.0',
        method: 'signatureNotification',
        params: { subscription: 1, result: { context: { slot: expect.any(Number) }, value: { err: null } } },
      },
    ])
  })
})
