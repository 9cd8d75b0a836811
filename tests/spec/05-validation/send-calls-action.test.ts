import type { Address, Hex } from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { getCapabilities, sendCalls } from '../../../runtime/controllers/actions/index.ts'
import {
  InvalidAddressError,
  InvalidSendCallsError,
  NoActiveCaipAddressError,
} from '../../../runtime/core/errors.ts'
import type { Portkit } from '../../../runtime/create-portkit.ts'
import {
  connectedPortkit,
  networksAt,
  recordingWallet,
  type RecordingWallet,
} from '../../support/host-wallet.ts'
import { json, recordingServer } from '../../support/recording-server.ts'

/**
 * Spec section 5, wallet_sendCalls: each call's `to` starts with 0x, and `data` too when present. The
 * sendCalls host action (issue 11) refuses a bad batch with the catalogue's error and text before the
 * wallet is asked: no wallet request, no RPC request.
 */

const ACCOUNT = '0x70997970C51812dc3a010C7d01b50e0d17dc79C8'
const TO = '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'

let rpc: Awaited<ReturnType<typeof recordingServer>>
let wallet: RecordingWallet
let portkit: Portkit

beforeAll(async () => {
  rpc = await recordingServer((_request, res) => json(res, 200, { jsonrpc: '2.0', id: 1, result: '0x0' }))
})
afterAll(() => rpc.close())

beforeEach(async () => {
  wallet = recordingWallet({ address: ACCOUNT, chainId: 31337 })
  portkit = await connectedPortkit(wallet.provider, networksAt(rpc.url))
  await expect.poll(() => portkit.state.activeChainState.value?.balance).toBeDefined()
  wallet.methods.length = 0
  rpc.requests.length = 0
})
afterEach(() => portkit.stop())

async function refused(
  action: Promise<unknown>,
  kind: abstract new (...args: never[]) => Error,
  text: string,
) {
  const error = await action.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(kind)
  expect((error as { shortMessage: string }).shortMessage).toBe(text)
  expect(wallet.methods).toEqual([])
  expect(rpc.requests).toEqual([])
}

describe('spec 5: sendCalls refuses a bad batch before the wallet is asked', () => {
  it('a call whose to does not start with 0x: "wallet_sendCalls: each call\'s to must start with 0x"', async () => {
    await refused(
      sendCalls(portkit, {
        calls: [{ to: TO }, { to: TO.slice(2) as Address, value: 1n }],
      }),
      InvalidSendCallsError,
      "wallet_sendCalls: each call's to must start with 0x",
    )
  })

  it('a call without a to (plain JavaScript) is the same refusal', async () => {
    await refused(
      sendCalls(portkit, { calls: [{ data: '0x' } as never] }),
      InvalidSendCallsError,
      "wallet_sendCalls: each call's to must start with 0x",
    )
  })

  it('a call whose data does not start with 0x: "wallet_sendCalls: each call\'s data must start with 0x"', async () => {
    await refused(
      sendCalls(portkit, { calls: [{ to: TO, data: 'a9059cbb' as Hex }] }),
      InvalidSendCallsError,
      "wallet_sendCalls: each call's data must start with 0x",
    )
  })

  it('a to that starts with 0x but is no address: the catalogue invalid address', async () => {
    await refused(
      sendCalls(portkit, { calls: [{ to: '0x1234' }] }),
      InvalidAddressError,
      'Address "0x1234" is invalid.',
    )
  })

  it('getCapabilities of an invalid account: the catalogue invalid address', async () => {
    await refused(
      getCapabilities(portkit, { account: '0xnope' as Address }),
      InvalidAddressError,
      'Address "0xnope" is invalid.',
    )
  })

  it('not connected: NoActiveCaipAddressError, nothing asked', async () => {
    await portkit.connection.disconnect()
    wallet.methods.length = 0
    await refused(
      sendCalls(portkit, { calls: [{ to: TO }] }),
      NoActiveCaipAddressError,
      'No ActiveCaipAddress found',
    )
  })
})
