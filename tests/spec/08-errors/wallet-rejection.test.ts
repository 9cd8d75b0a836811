import { describe, expect, it } from 'vitest'
import { isWalletRejection } from '../../../runtime/adapters/wallet-rejection.ts'

// Spec section 8: a user rejection is its own error. The Solana and Bitcoin adapters read it from their
// wallets with one rule: code 4001 (also as a cause), 'user rejected', a Wallet Standard sign error, or a
// message saying rejected or cancelled (sats-connect and Bitcoin Wallet Standard wallets).
describe('spec 8: a Solana or Bitcoin wallet refusal', () => {
  it.each<[string, unknown]>([
    ['code 4001', { code: 4001, message: 'no' }],
    ['code 4001 as the cause', new Error('failed', { cause: { code: 4001 } })],
    ["'User rejected the request'", new Error('User rejected the request')],
    ["'User canceled'", new Error('User canceled')],
    ['a Wallet Standard sign error', Object.assign(new Error('x'), { name: 'WalletSignMessageError' })],
  ])('%s is a refusal', (_, error) => {
    expect(isWalletRejection(error)).toBe(true)
  })

  it.each<[string, unknown]>([
    ['a network failure', new Error('fetch failed')],
    ['another code', { code: -32603, message: 'Internal error' }],
    ['nothing', undefined],
  ])('%s is not', (_, error) => {
    expect(isWalletRejection(error)).toBe(false)
  })
})
