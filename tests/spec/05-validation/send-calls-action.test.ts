import type { Address, Hex } from 'viem'
import { describe, it } from 'vitest'
import { getCapabilities, sendCalls } from '../../../runtime/controllers/actions/index.ts'
import {
  InvalidAddressError,
  InvalidSendCallsError,
  NoActiveCaipAddressError,
} from '../../../runtime/core/errors.ts'
import { offlineHost } from '../../support/host-wallet.ts'

/**
 * Spec section 5, wallet_sendCalls: each call's `to` starts with 0x, and `data` too when present. The
 * sendCalls host action (issue 11) refuses a bad batch with the catalogue's error and text before the
 * wallet is asked: no wallet request, no RPC request.
 */

const TO = '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'

const host = offlineHost()
const { refused } = host

describe('spec 5: sendCalls refuses a bad batch before the wallet is asked', () => {
  it('a call whose to does not start with 0x: "wallet_sendCalls: each call\'s to must start with 0x"', async () => {
    await refused(
      sendCalls(host.portkit, {
        calls: [{ to: TO }, { to: TO.slice(2) as Address, value: 1n }],
      }),
      InvalidSendCallsError,
      "wallet_sendCalls: each call's to must start with 0x",
    )
  })

  it('a call without a to (plain JavaScript) is the same refusal', async () => {
    await refused(
      sendCalls(host.portkit, { calls: [{ data: '0x' } as never] }),
      InvalidSendCallsError,
      "wallet_sendCalls: each call's to must start with 0x",
    )
  })

  it('a call whose data does not start with 0x: "wallet_sendCalls: each call\'s data must start with 0x"', async () => {
    await refused(
      sendCalls(host.portkit, { calls: [{ to: TO, data: 'a9059cbb' as Hex }] }),
      InvalidSendCallsError,
      "wallet_sendCalls: each call's data must start with 0x",
    )
  })

  it('a to that starts with 0x but is no address: the catalogue invalid address', async () => {
    await refused(
      sendCalls(host.portkit, { calls: [{ to: '0x1234' }] }),
      InvalidAddressError,
      'Address "0x1234" is invalid.',
    )
  })

  it('getCapabilities of an invalid account: the catalogue invalid address', async () => {
    await refused(
      getCapabilities(host.portkit, { account: '0xnope' as Address }),
      InvalidAddressError,
      'Address "0xnope" is invalid.',
    )
  })

  it('not connected: NoActiveCaipAddressError, nothing asked', async () => {
    await host.portkit.connection.disconnect()
    host.wallet.methods.length = 0
    await refused(
      sendCalls(host.portkit, { calls: [{ to: TO }] }),
      NoActiveCaipAddressError,
      'No ActiveCaipAddress found',
    )
  })
})
