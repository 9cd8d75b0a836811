import { Keypair, LAMPORTS_PER_SOL, Transaction } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solanaTestKeypairs } from '../../../devnet/solana/solana-accounts.ts'
import { DEVNET_SOLANA_GENESIS_HASH } from '../../../devnet/solana/solana-part.ts'
import { startSolana, type SolanaNode } from '../../../devnet/solana/start-solana.ts'
import { solanaAdapter } from '../../../runtime/adapters/solana/index.ts'
import { SOLANA_PROVIDER_METHODS } from '../../../runtime/core/solana-provider-methods.ts'
import { RpcMethodNotAllowedError, TOASTS } from '../../../runtime/core/errors.ts'
import type { Network } from '../../../runtime/core/types.ts'
import { SOLANA_PREFLIGHT_COMMITMENTS } from '../../../runtime/core/validation/solana-commitment.ts'
import type { SendTransactionParameters } from '../../../runtime/controllers/actions/types.ts'
import type { ChainAdapter, Connector, WalletTarget } from '../../../runtime/controllers/types.ts'
import { devnetSolana } from '../../../runtime/networks/index.ts'
import { testConfig } from '../../support/config.ts'

// Spec section 5: a Solana send needs an amount and a receiver ('Please enter a valid amount and receiver
// address'), its preflight commitment is one of the listed values; section 8: a send that fails is 'Failed
// to send transaction. Please try again.'. Against the devnet's litesvm chain, with a wallet that signs in
// Node with a real Keypair behind the connectors' request interface.
describe('spec 5 and 8: Solana sends', () => {
  let node: SolanaNode
  let adapter: ChainAdapter
  let wallet: WalletTarget
  const keypair = solanaTestKeypairs()[3]!
  const signed: string[] = []

  beforeAll(async () => {
    node = (await startSolana(DEVNET_SOLANA_GENESIS_HASH))!
    const network: Network = { ...devnetSolana, rpcUrls: { default: { http: [node.rpcUrl] } } }
    adapter = solanaAdapter()({
      config: testConfig({
        networks: [network],
        defaultNetwork: network.caipNetworkId,
        adapters: ['solana'],
      }),
    })
    const connector: Connector = {
      id: 'node-keypair',
      name: 'Node Keypair',
      type: 'ANNOUNCED',
      chain: 'solana',
      provider: {
        async request({ method, params }) {
          // As every Solana connector: a method it does not answer is refused (it signs, the app sends).
          if (method !== SOLANA_PROVIDER_METHODS.signTransaction) throw new RpcMethodNotAllowedError(method)
          const transaction = Transaction.from((params as { transaction: Uint8Array }).transaction)
          transaction.partialSign(keypair)
          signed.push(method)
          return { transaction: transaction.serialize() }
        },
      },
    }
    wallet = { connector, address: keypair.publicKey.toBase58(), network }
  })
  afterAll(() => node.stop())

  const receiver = () => Keypair.generate().publicKey.toBase58() as `0x${string}`

  it.each<[string, () => SendTransactionParameters]>([
    ['a receiver that is not a base58 address', () => ({ to: '0xnot-solana', value: 1n })],
    ['no receiver', () => ({ value: 1n })],
    ['no amount', () => ({ to: receiver() })],
    ['a zero amount', () => ({ to: receiver(), value: 0n })],
  ])('%s is refused before the wallet is asked', async (_case, parameters) => {
    await expect(adapter.sendTransaction(wallet, parameters())).rejects.toThrow(
      TOASTS.INVALID_AMOUNT_OR_RECEIVER,
    )
    expect(signed).toEqual([])
  })

  it('refuses a preflight commitment outside the list', async () => {
    await expect(
      adapter.sendTransaction(wallet, { to: receiver(), value: 1n, preflightCommitment: 'soon' as never }),
    ).rejects.toThrow('Invalid preflight commitment "soon"')
    expect(signed).toEqual([])
  })

  it.each(SOLANA_PREFLIGHT_COMMITMENTS)('sends with preflight commitment %s', async (preflightCommitment) => {
    const to = receiver()
    const signature = await adapter.sendTransaction(wallet, {
      to,
      value: BigInt(LAMPORTS_PER_SOL),
      preflightCommitment,
    })
    await expect(adapter.waitForReceipt(wallet.network, signature)).resolves.toMatchObject({
      status: 'success',
    })
    expect((await adapter.getBalance(to, wallet.network)).value).toBe(BigInt(LAMPORTS_PER_SOL))
  })

  it('sends an SPL token: the receiver gets a token account and the amount, read back over RPC', async () => {
    const [mint] = node.tokens
    const to = receiver()
    const before = (await adapter.getBalance(wallet.address, wallet.network, mint!.address)).value
    const transfer = { from: wallet.address, to, amount: 1_250_000n, token: mint!.address }
    const fee = await adapter.estimateTransferFee(wallet.network, transfer)
    expect(fee.fee).toBe(5000n)
    const signature = await adapter.sendTransfer(wallet.connector, wallet.network, transfer)
    await adapter.waitForReceipt(wallet.network, signature)
    expect(await adapter.getBalance(to, wallet.network, mint!.address)).toMatchObject({
      value: 1_250_000n,
      decimals: mint!.decimals,
    })
    expect((await adapter.getBalance(wallet.address, wallet.network, mint!.address)).value).toBe(
      before - 1_250_000n,
    )
  })

  it('an SPL transfer above the balance or of an account that is no mint is the spec text', async () => {
    const [mint] = node.tokens
    for (const token of [mint!.address, receiver()]) {
      await expect(
        adapter.sendTransfer(wallet.connector, wallet.network, {
          from: wallet.address,
          to: receiver(),
          amount: 10n ** 18n,
          token,
        }),
      ).rejects.toThrow(TOASTS.SOLANA_SEND_FAILED)
    }
  })

  it('a transfer the network refuses is the spec text', async () => {
    await expect(adapter.sendTransaction(wallet, { to: receiver(), value: 10n ** 18n })).rejects.toThrow(
      TOASTS.SOLANA_SEND_FAILED,
    )
  })
})
