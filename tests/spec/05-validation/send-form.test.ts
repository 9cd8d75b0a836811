import { describe, expect, it } from 'vitest'
import {
  checkSendForm,
  EMPTY_SEND_FORM,
  hasInsufficientGas,
  type SendForm,
} from '../../../runtime/controllers/send-form.ts'
import { keyed, outsideText } from '../../../runtime/core/i18n/shown-message.ts'
import type { TokenBalance } from '../../../runtime/services/balance.ts'
import { isEvmAddress, isSolanaAddress } from '../../../runtime/core/address.ts'
import { isBitcoinAddress } from '../../../runtime/adapters/bip122/bitcoin-address.ts'
import { devnetBitcoin } from '../../../runtime/networks/devnet.ts'
import { bitcoinAddress } from '../../support/bitcoin-signing.ts'

const RECEIVER = '0x8888888888888888888888888888888888888888'
const ETH: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  price: 2000,
  value: 20000,
  quantity: { decimals: '18', numeric: '10' },
  iconUrl: '',
}
const PUSD: TokenBalance = {
  ...ETH,
  name: 'Portkit USD',
  symbol: 'PUSD',
  address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
  price: 1,
  value: 100,
  quantity: { decimals: '18', numeric: '100' },
}
const EOA = { isSmartAccount: false, isReceiver: isEvmAddress }

function form(patch: Partial<SendForm>): SendForm {
  return { ...EMPTY_SEND_FORM, networkBalanceInUSD: 20000, gasPriceInUSD: 0.01, ...patch }
}

describe('spec 5: send form validation', () => {
  it("a decimal amount: optional minus, digits, optional dot and digits, else 'Number is not a valid decimal number'", () => {
    for (const amount of ['1.', '.5', '1e3', '1,5', 'abc', '--1']) {
      expect(checkSendForm(form({ token: ETH, sendTokenAmount: amount }), EOA)).toMatchObject({
        ready: false,
        error: outsideText('Number is not a valid decimal number'),
      })
    }
    expect(checkSendForm(form({ token: ETH, sendTokenAmount: '1.5' }), EOA)).not.toHaveProperty('error')
  })

  it('ERC20 needs the token address, an amount and a receiver', () => {
    const full = form({ token: PUSD, sendTokenAmount: '12.5', receiverAddress: RECEIVER })
    expect(checkSendForm(full, EOA)).toEqual({ ready: true })
    expect(checkSendForm({ ...full, sendTokenAmount: '' }, EOA)).toMatchObject({
      label: 'addAmount',
    })
    expect(checkSendForm({ ...full, receiverAddress: '' }, EOA)).toMatchObject({
      label: 'addAddress',
    })
    expect(
      checkSendForm(
        { ...full, token: { ...PUSD, address: 'eip155:31337:' as TokenBalance['address'] } },
        EOA,
      ),
    ).toMatchObject({ ready: false })
  })

  it('native needs receiver, amount, gas price and token decimals', () => {
    const full = form({ token: ETH, sendTokenAmount: '0.5', receiverAddress: RECEIVER, gasPrice: 1n })
    expect(checkSendForm(full, EOA)).toEqual({ ready: true })
    expect(checkSendForm({ ...full, gasPrice: undefined }, EOA)).toMatchObject({
      label: 'estimating',
    })
    expect(checkSendForm({ ...full, receiverAddress: '' }, EOA)).toMatchObject({
      label: 'addAddress',
    })
    const noDecimals = { ...ETH, quantity: { decimals: 'x', numeric: '10' } }
    expect(checkSendForm({ ...full, token: noDecimals }, EOA)).toMatchObject({ ready: false })
  })

  it('the receiver follows the EVM address rule (40 hex digits, optional 0x)', () => {
    const full = form({ token: PUSD, sendTokenAmount: '1' })
    expect(checkSendForm({ ...full, receiverAddress: '0x1234' }, EOA)).toMatchObject({
      label: 'invalidAddress',
    })
    expect(checkSendForm({ ...full, receiverAddress: RECEIVER.slice(2) }, EOA)).toEqual({ ready: true })
  })

  it('more than the balance is insufficient funds', () => {
    const full = form({ token: PUSD, sendTokenAmount: '100.000000000000000001', receiverAddress: RECEIVER })
    expect(checkSendForm(full, EOA)).toMatchObject({ label: 'insufficientFunds' })
  })

  it('insufficient gas: native balance in USD zero, or gas in USD above it; smart accounts never', () => {
    expect(hasInsufficientGas(form({ networkBalanceInUSD: 0, gasPriceInUSD: 0 }), false)).toBe(true)
    expect(hasInsufficientGas(form({ networkBalanceInUSD: 1, gasPriceInUSD: 1.01 }), false)).toBe(true)
    expect(hasInsufficientGas(form({ networkBalanceInUSD: 1, gasPriceInUSD: 1 }), false)).toBe(false)
    expect(hasInsufficientGas(form({ networkBalanceInUSD: 0, gasPriceInUSD: 5 }), true)).toBe(false)
    const full = form({
      token: PUSD,
      sendTokenAmount: '1',
      receiverAddress: RECEIVER,
      networkBalanceInUSD: 0,
    })
    expect(checkSendForm(full, EOA)).toMatchObject({ label: 'insufficientGas' })
    expect(checkSendForm(full, { ...EOA, isSmartAccount: true })).toEqual({ ready: true })
  })
})

describe('spec 5: the send form on Solana', () => {
  const SOL: TokenBalance = {
    ...ETH,
    name: 'Solana',
    symbol: 'SOL',
    chainId: 'solana:B88bDeHF82ezSW7rrheMyQaWV9LQQEpz',
    quantity: { decimals: '9', numeric: '10' },
  }
  const SOLANA_RECEIVER = 'Gq7vyeiQgMvSkjqGBHJ1BGbF3ySXfo8Sm7jJ1QgKodNj'
  const SOLANA = { isSmartAccount: false, namespace: 'solana', isReceiver: isSolanaAddress } as const
  const INVALID = keyed('INVALID_AMOUNT_OR_RECEIVER')

  it('takes a base58 receiver and refuses an EVM one with the spec text', () => {
    const ready = form({
      token: SOL,
      sendTokenAmount: '1',
      receiverAddress: SOLANA_RECEIVER,
      gasPrice: 5000n,
    })
    expect(checkSendForm(ready, SOLANA)).toEqual({ ready: true })
    expect(checkSendForm({ ...ready, receiverAddress: RECEIVER }, SOLANA)).toEqual({
      ready: false,
      label: 'invalidAddress',
      error: INVALID,
    })
    // The EVM form keeps its own rule: a base58 receiver is no EVM address, and no Solana text shows.
    expect(checkSendForm(ready, EOA)).toEqual({ ready: false, label: 'invalidAddress' })
  })

  it('a typed amount that cannot be sent shows the spec text; an empty form shows none', () => {
    for (const amount of ['0', 'abc', '-1']) {
      expect(
        checkSendForm(
          form({ token: SOL, sendTokenAmount: amount, receiverAddress: SOLANA_RECEIVER }),
          SOLANA,
        ),
      ).toMatchObject({ ready: false, label: 'addAmount', error: INVALID })
    }
    expect(checkSendForm(form({ token: SOL }), SOLANA)).toEqual({
      ready: false,
      label: 'addAmount',
    })
  })
})

describe('spec 5: the send form on Bitcoin (the Solana texts, the adapter address rule, no USD gas rule)', () => {
  const BTC: TokenBalance = {
    ...ETH,
    name: 'Bitcoin',
    symbol: 'BTC',
    chainId: devnetBitcoin.caipNetworkId as TokenBalance['chainId'],
    // No price source for Bitcoin: the balance API serves eip155 and solana only.
    price: 0,
    value: undefined,
    quantity: { decimals: '8', numeric: '1.5' },
  }
  const key = Uint8Array.from({ length: 32 }, (_, i) => i + 1)
  const REGTEST_RECEIVER = bitcoinAddress(key, 'p2tr', 'bitcoin:regtest')
  const TESTNET_RECEIVER = bitcoinAddress(key, 'p2wpkh', 'bitcoin:testnet')
  const BITCOIN = {
    isSmartAccount: false,
    namespace: 'bip122',
    isReceiver: (address: string) => isBitcoinAddress(address, devnetBitcoin),
  } as const
  const INVALID = keyed('INVALID_AMOUNT_OR_RECEIVER')
  const ready = form({
    token: BTC,
    sendTokenAmount: '0.25',
    receiverAddress: REGTEST_RECEIVER,
    gasPrice: 2n,
    fee: 280n,
    gasPriceInUSD: 0,
    networkBalanceInUSD: 0,
  })

  it("is ready with a regtest receiver and the fee rate, though the balance's USD value is unknown", () => {
    expect(checkSendForm(ready, BITCOIN)).toEqual({ ready: true })
    // The EVM rule on the same numbers: no USD balance is insufficient gas.
    expect(checkSendForm({ ...ready, receiverAddress: RECEIVER }, EOA)).toEqual({
      ready: false,
      label: 'insufficientGas',
    })
    for (const estimate of [{ gasPrice: undefined }, { fee: undefined }])
      expect(checkSendForm({ ...ready, ...estimate }, BITCOIN)).toEqual({
        ready: false,
        label: 'estimating',
      })
  })

  it('Insufficient Gas Funds when the balance covers the amount but not amount plus fee (in satoshis, no USD)', () => {
    // 1.5 BTC held: 1.4999972 BTC plus a 280-satoshi fee is exactly the balance; one satoshi more is not.
    expect(checkSendForm({ ...ready, sendTokenAmount: '1.4999972' }, BITCOIN)).toEqual({ ready: true })
    expect(checkSendForm({ ...ready, sendTokenAmount: '1.49999721' }, BITCOIN)).toEqual({
      ready: false,
      label: 'insufficientGas',
    })
    expect(checkSendForm({ ...ready, sendTokenAmount: '1.5', fee: 1n }, BITCOIN)).toEqual({
      ready: false,
      label: 'insufficientGas',
    })
  })

  it("refuses another network's address, an EVM one and text with the spec text", () => {
    for (const receiverAddress of [TESTNET_RECEIVER, RECEIVER, 'not-a-bitcoin-address'])
      expect(checkSendForm({ ...ready, receiverAddress }, BITCOIN)).toEqual({
        ready: false,
        label: 'invalidAddress',
        error: INVALID,
      })
  })

  it('an amount that cannot be sent shows the spec text; more than the balance is Insufficient Funds', () => {
    for (const sendTokenAmount of ['0', 'abc', '-1'])
      expect(checkSendForm({ ...ready, sendTokenAmount }, BITCOIN)).toMatchObject({
        ready: false,
        label: 'addAmount',
        error: INVALID,
      })
    expect(checkSendForm({ ...ready, sendTokenAmount: '1.50000001' }, BITCOIN)).toEqual({
      ready: false,
      label: 'insufficientFunds',
    })
    expect(checkSendForm({ ...ready, sendTokenAmount: '1.5', fee: 0n }, BITCOIN)).toEqual({ ready: true })
  })
})
