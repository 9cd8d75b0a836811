import { InvalidSendCallsError } from '../errors.ts'

/** One call of a wallet_sendCalls payload (spec section 3, Wallet-call payload). */
export interface WalletCall {
  to: string
  data?: string
  value?: string
}

export interface WalletSendCallsPayload {
  chainId: string
  from: string
  version: string
  capabilities?: Record<string, unknown>
  calls: WalletCall[]
}

/** Each call's `to` starts with 0x, and its `data` too when present (spec section 5). */
export function assertSendCalls(payload: WalletSendCallsPayload): WalletSendCallsPayload {
  for (const call of payload.calls) {
    if (!call.to.startsWith('0x')) throw new InvalidSendCallsError('to')
    if (call.data !== undefined && !call.data.startsWith('0x')) throw new InvalidSendCallsError('data')
  }
  return payload
}
