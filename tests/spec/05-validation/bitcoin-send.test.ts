import { Transaction } from '@scure/btc-signer'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bitcoinTestAccounts, bitcoinTestKeys } from '../../../devnet/bitcoin/bitcoin-accounts.ts'
import { startBitcoinApi, type BitcoinApi } from '../../../devnet/bitcoin/start-bitcoin.ts'
import { bip122Adapter } from '../../../runtime/adapters/bip122/index.ts'
import { BITCOIN_PROVIDER_METHODS } from '../../../runtime/core/bitcoin-provider-methods.ts'
import { TOASTS } from '../../../runtime/core/errors.ts'
import { BitcoinSendError } from '../../../runtime/core/errors/bitcoin.ts'
import type { ResolvedConfig } from '../../../runtime/config/types.ts'
import type { Network } from '../../../runtime/core/types.ts'
import type { SendTransactionParameters } from '../../../runtime/controllers/actions/types.ts'
import type { ChainAdapter, Connector, WalletTarget } from '../../../runtime/controllers/types.ts'
import { bitcoinTestnet, devnetBitcoin } from '../../../runtime/networks/index.ts'
import { bitcoinAddress } from '../../support/bitcoin-signing.ts'
import { testConfig } from '../../support/config.ts'
import { memoryStorage } from '../../support/memory-storage.ts'
import { estimateGas } from '../../../runtime/controllers/actions/index.ts'
import { createPortkit } from '../../../runtime/create-portkit.ts'
import { formatUnits } from 'viem'
import { createTokensController, type TokenBalance } from '../../../runtime/controllers/tokens.ts'
import { checkSendForm, EMPTY_SEND_FORM } from '../../../runtime/controllers/send-form.ts'
import type { BalanceService } from '../../../runtime/services/balance-service.ts'
import { createState, updateChain } from '../../../runtime/state/create-state.ts'

// Spec section 6: a bip122 connection asks for the `payment` account type. Section 5/8 as for Solana: a
// Bitcoin send without a valid amount or receiver is 'Please enter a valid amount and receiver address',
// one that cannot be carried out 'Failed to send transaction. Please try again.'. Against the devnet's
// regtest ledger, with a wallet that signs in Node with a real key behind the connectors' request interface.
describe('spec 5, 6 and 8: Bitcoin connections and sends', () => {
  let api: BitcoinApi
  let adapter: ChainAdapter<'bip122'>
  let wallet: WalletTarget
  let connector: Connector
  const account = bitcoinTestAccounts()[2]!
  const key = bitcoinTestKeys()[2]!
  const calls: { method: string; params: unknown }[] = []
  const testnetAddress = bitcoinAddress(key, 'p2wpkh', 'bitcoin:testnet')

  let config: ResolvedConfig

  beforeAll(async () => {
    api = await startBitcoinApi()
    const network: Network = { ...devnetBitcoin, rpcUrls: { default: { http: [api.url] } } }
    config = testConfig({
      networks: [network, bitcoinTestnet],
      defaultNetwork: network.caipNetworkId,
      adapters: ['bip122'],
    })
    adapter = bip122Adapter()({ config })
    const accounts = [
      { address: account.address, publicKey: account.publicKey, chains: ['bitcoin:regtest'] },
      { address: testnetAddress, publicKey: account.publicKey, chains: ['bitcoin:testnet'] },
    ]
    connector = {
      id: 'node-key',
      name: 'Node Key',
      type: 'ANNOUNCED',
      chain: 'bip122',
      provider: {
        async request({ method, params }) {
          calls.push({ method, params })
          if (method === BITCOIN_PROVIDER_METHODS.requestAccounts) return accounts
          if (method !== BITCOIN_PROVIDER_METHODS.signPsbt) throw new Error(`unexpected ${method}`)
          const { psbt, signingIndexes } = params as { psbt: Uint8Array; signingIndexes: number[] }
          const tx = Transaction.fromPSBT(psbt)
          for (const index of signingIndexes) tx.signIdx(key, index)
          return { psbt: tx.toPSBT() }
        },
      },
    }
    wallet = { connector, address: account.address, network }
  })
  afterAll(() => api.stop())

  const signs = () => calls.filter((call) => call.method === BITCOIN_PROVIDER_METHODS.signPsbt).length
  const receiver = () => bitcoinTestAccounts()[3]!.taprootAddress as `0x${string}`

  it('connects asking for the payment account type, on the selected network', async () => {
    expect(await adapter.connect(connector)).toEqual({
      address: account.address,
      chainReference: devnetBitcoin.id,
    })
    expect(calls[0]).toEqual({
      method: BITCOIN_PROVIDER_METHODS.requestAccounts,
      params: { purposes: ['payment'] },
    })
  })

  it.each<[string, () => SendTransactionParameters]>([
    ['a receiver that is not a Bitcoin address', () => ({ to: '0xnot-bitcoin', value: 1_000n })],
    ["another network's address", () => ({ to: testnetAddress as `0x${string}`, value: 1_000n })],
    ['no receiver', () => ({ value: 1_000n })],
    ['no amount', () => ({ to: receiver() })],
    ['a zero amount', () => ({ to: receiver(), value: 0n })],
  ])('%s is refused before the wallet is asked', async (_case, parameters) => {
    await expect(adapter.sendTransaction(wallet, parameters())).rejects.toThrow(
      TOASTS.INVALID_AMOUNT_OR_RECEIVER,
    )
    expect(signs()).toBe(0)
  })

  it('an amount the unspent outputs do not cover fails with the send failure text, unsigned', async () => {
    await expect(adapter.sendTransaction(wallet, { to: receiver(), value: 10n ** 12n })).rejects.toThrow(
      TOASTS.SOLANA_SEND_FAILED,
    )
    expect(signs()).toBe(0)
  })

  it("spec 5: an amount the balance covers but amount plus fee does not is the send form's 'Insufficient Gas Funds', not 'error estimating gas'", async () => {
    const { value: held } = await adapter.getBalance(account.address, wallet.network)
    const transfer = { from: account.address, to: receiver(), amount: held - 100n, token: undefined }
    // The fee of spending every unspent output to the receiver at the API's rate: more than the 100 left.
    const { gasPrice, fee } = await adapter.estimateTransferFee(wallet.network, transfer)
    expect(gasPrice).toBe(2n)
    expect(fee).toBeGreaterThan(100n)
    const btc: TokenBalance = {
      name: 'Bitcoin',
      symbol: 'BTC',
      chainId: devnetBitcoin.caipNetworkId,
      price: 0,
      quantity: { decimals: '8', numeric: formatUnits(held, 8) },
      iconUrl: '',
    }
    const form = (amount: bigint, estimate: { fee: bigint; gasPrice: bigint }) => ({
      ...EMPTY_SEND_FORM,
      token: btc,
      sendTokenAmount: formatUnits(amount, 8),
      receiverAddress: transfer.to,
      ...estimate,
    })
    const rules = {
      isSmartAccount: false,
      namespace: 'bip122',
      isReceiver: (address: string) => adapter.isAddress(address, wallet.network),
    } as const
    expect(checkSendForm(form(transfer.amount, { gasPrice, fee }), rules)).toEqual({
      ready: false,
      label: 'insufficientGas',
    })
    // Less by the fee (and a change output's worth), the estimate is the selected transaction's: ready.
    const smaller = { ...transfer, amount: held - fee - 1_000n }
    const estimate = await adapter.estimateTransferFee(wallet.network, smaller)
    expect(checkSendForm(form(smaller.amount, estimate), rules)).toEqual({ ready: true })
    expect(signs()).toBe(0)
  })

  it('estimates the fee of the transfer it would build, then sends it: the API knows the txid', async () => {
    const transfer = { from: account.address, to: receiver(), amount: 20_000_000n, token: undefined }
    const fee = await adapter.estimateTransferFee(wallet.network, transfer)
    expect(fee.gasPrice).toBe(2n)
    expect(fee.fee).toBeGreaterThan(200n)
    const txid = await adapter.sendTransaction(wallet, { to: receiver(), value: 20_000_000n })
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    expect(await adapter.waitForReceipt(wallet.network, txid)).toEqual({ hash: txid, status: 'success' })
    expect(signs()).toBe(1)
  })

  it("a transaction the API never learns of: the wait gives up at the caller's timeout (the pending watcher's), with the send error", async () => {
    const unknown = 'ab'.repeat(32)
    const started = Date.now()
    await expect(adapter.waitForReceipt(wallet.network, unknown, { timeout: 1_500 })).rejects.toThrow(
      BitcoinSendError,
    )
    // Not the 25 s confirmation wait of a call that names no timeout.
    expect(Date.now() - started).toBeLessThan(10_000)
  })

  it("the token list (the Send view's picker) on Bitcoin: the adapter's native balance, as the balance API serves eip155 and solana only", async () => {
    const state = createState(config)
    updateChain(state, 'bip122', { address: account.address, caipNetwork: wallet.network })
    expect(state.activeChain.value).toBe('bip122')
    const reads: string[] = []
    const tokens = createTokensController({
      state,
      // Never asked on Bitcoin.
      balances: {} as BalanceService,
      nativeBalance: (namespace, address, network) => {
        reads.push(namespace)
        return adapter.getBalance(address, network)
      },
    })
    const { value } = await adapter.getBalance(account.address, wallet.network)
    expect(await tokens.refresh()).toEqual([
      {
        name: 'Bitcoin',
        symbol: 'BTC',
        chainId: devnetBitcoin.caipNetworkId,
        price: 0,
        quantity: { decimals: '8', numeric: formatUnits(value, 8) },
        iconUrl: '',
      },
    ])
    expect(reads).toEqual(['bip122'])
  })

  it("the balance is the sum of the account's unspent outputs on the network's API; EVM-only actions are refused", async () => {
    const utxos = (await (await fetch(`${api.url}/address/${account.address}/utxo`)).json()) as {
      value: number
    }[]
    const held = utxos.reduce((sum, utxo) => sum + BigInt(utxo.value), 0n)
    expect(held).toBeGreaterThan(0n)
    expect(await adapter.getBalance(account.address, wallet.network)).toEqual({
      value: held,
      decimals: 8,
      symbol: 'BTC',
    })
    await expect(adapter.getBalance(account.address, wallet.network, 'a-token')).rejects.toThrow(
      'A token balance is not available on Bitcoin',
    )
    // A Bitcoin-only instance has no gas to estimate: a compile error for the host, a refusal if forced.
    const portkit = createPortkit({
      config,
      adapters: [bip122Adapter()],
      connectors: [],
      storage: memoryStorage(),
    })
    const sender = { account: account.address as `0x${string}` }
    // @ts-expect-error no adapter of this instance estimates gas
    await expect(estimateGas(portkit, sender)).rejects.toThrow('Gas estimation is not available on Bitcoin')
  })

  it("switching network moves the session to the wallet's account on that chain", async () => {
    const changed: string[][] = []
    const stop = adapter.watch(connector, {
      onAccountsChanged: (addresses) => changed.push(addresses),
      onChainChanged: () => undefined,
      onDisconnect: () => undefined,
    })
    await adapter.switchNetwork(connector, bitcoinTestnet)
    expect(changed).toEqual([[testnetAddress]])
    stop()
  })
})
