import { afterEach, describe, expect, it } from 'vitest'
import { EMPTY_SEND_FORM } from '../../../runtime/controllers/send-form.ts'
import { EstimateGasError, TOASTS, TransactionRevertedError } from '../../../runtime/core/errors.ts'
import { keyed } from '../../../runtime/core/i18n/shown-message.ts'
import { devnetAlpha, devnetBeta } from '../../../runtime/networks/devnet.ts'
import { updateChain } from '../../../runtime/state/create-state.ts'
import { connectedPortkit, ETH_BALANCE as ETH } from '../../unit/features/portkit-with-data-api.ts'

const RECEIVER = '0x8888888888888888888888888888888888888888'
const stops: (() => void)[] = []
/** Plugin hooks run after the update that triggered them; this waits for them. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
afterEach(() => stops.splice(0).forEach((stop) => stop()))

function setup(walletAnswer: (method: string) => unknown) {
  const { portkit, toasts, script } = connectedPortkit('http://127.0.0.1:9')
  const tracked: string[] = []
  portkit.events.sendEvent = (event) => void tracked.push(event.event)
  const methods: string[] = []
  portkit.state.connectors.value = [
    {
      ...portkit.state.connectors.value[0]!,
      provider: {
        request: async ({ method }) => {
          methods.push(method)
          return walletAnswer(method)
        },
      },
    },
  ]
  portkit.router.reset({ name: 'Account' })
  portkit.router.push({ name: 'send/Send', title: 'Send' })
  const send = portkit.feature('send')
  send.form.value = {
    ...EMPTY_SEND_FORM,
    token: ETH,
    sendTokenAmount: '0.5',
    receiverAddress: RECEIVER,
    gasPrice: 1n,
    gasPriceInUSD: 0.01,
    networkBalanceInUSD: 2000,
  }
  // The feature's hooks (the network watch among them) run from here.
  stops.push(portkit.plugins.start())
  // No data API runs here: the token re-read after a mined send would toast over the send's result.
  portkit.feature('tokens').refresh = async () => []
  return { portkit, send, toasts, tracked, methods, script }
}

describe('spec 4: send', () => {
  it("a failed send: SEND_INITIATED then SEND_ERROR, 'Something went wrong', Account with back disabled", async () => {
    const { portkit, send, toasts, tracked, methods } = setup((method) => {
      if (method === 'eth_chainId') return '0x7a69'
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    })
    await send.send()
    expect(methods).toContain('eth_sendTransaction')
    expect(tracked).toEqual(['SEND_INITIATED', 'SEND_ERROR'])
    expect(toasts[0]).toBe(TOASTS.TRANSACTION_STARTED)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(toasts.at(-1)).toBe(TOASTS.SOMETHING_WENT_WRONG)
    expect(portkit.state.views.value.map((view) => view.name)).toEqual(['Account'])
    expect(portkit.router.backDisabled.value).toBe(true)
    // The form is kept after a failure, so the visitor can try again.
    expect(send.form.value.sendTokenAmount).toBe('0.5')
  })

  it("a transfer that reverts is an error with its reason, never 'Transaction sent'", async () => {
    const { send, toasts, tracked, script } = setup(() => null)
    script.sendTransfer = async () => '0x01'
    script.waitForReceipt = async () => {
      throw new TransactionRevertedError('ERC20: transfer amount exceeds balance')
    }
    await send.send()
    expect(tracked).toEqual(['SEND_INITIATED', 'SEND_ERROR'])
    expect(toasts).not.toContain(TOASTS.TRANSACTION_SENT)
    await expect.poll(() => toasts).toContain('ERC20: transfer amount exceeds balance')
  })

  it("a mined transfer is 'Transaction sent' and resets the form", async () => {
    const { send, toasts, tracked, script } = setup(() => null)
    script.sendTransfer = async () => '0x01'
    script.waitForReceipt = async () => ({ hash: '0x01', status: 'success' })
    await send.send()
    expect(tracked).toEqual(['SEND_INITIATED', 'SEND_SUCCESS'])
    await expect.poll(() => toasts).toContain(TOASTS.TRANSACTION_SENT)
    expect(send.form.value).toEqual(EMPTY_SEND_FORM)
  })

  it("'error estimating gas' keeps the form from sending: the button is disabled and send() asks no wallet", async () => {
    const { portkit, send, tracked, script } = setup(() => null)
    let sent = false
    script.estimateTransferFee = async () => {
      throw new EstimateGasError()
    }
    script.sendTransfer = async () => ((sent = true), '0x01')
    portkit.feature('tokens').tokenBalances.value = [ETH]
    send.setAmount('0.4')
    await expect
      .poll(() => send.check.value)
      .toEqual({
        ready: false,
        label: 'send',
        error: keyed('ESTIMATE_GAS_FAILED'),
      })
    await send.send()
    expect(sent).toBe(false)
    expect(tracked).toEqual([])
  })

  it('a double click sends once: the second submit while the first is in flight asks no wallet', async () => {
    const { send, script } = setup(() => null)
    let transfers = 0
    script.sendTransfer = async () => (transfers++, '0x01')
    script.waitForReceipt = async () => ({ hash: '0x01', status: 'success' })
    await Promise.all([send.send(), send.send()])
    expect(transfers).toBe(1)
  })

  it('a smart account is never short of gas (spec 5): the embedded wallet says which type it is', () => {
    const { portkit, send } = setup(() => null)
    const connector = portkit.state.connectors.value[0]!
    const withType = (type: 'eoa' | 'smartAccount') =>
      (portkit.state.connectors.value = [{ ...connector, accountType: () => type }])
    send.form.value = { ...send.form.value, networkBalanceInUSD: 0 }
    withType('eoa')
    expect(send.check.value.ready).toBe(false)
    withType('smartAccount')
    expect(send.check.value).toEqual({ ready: true })
  })

  it('switching the active network resets the send form', async () => {
    const { portkit, send } = setup(() => null)
    updateChain(portkit.state, 'eip155', { caipNetwork: devnetAlpha })
    await settle()
    expect(send.form.value.sendTokenAmount).toBe('0.5')
    updateChain(portkit.state, 'eip155', { caipNetwork: devnetBeta })
    await settle()
    expect(send.form.value).toEqual(EMPTY_SEND_FORM)
  })
})
