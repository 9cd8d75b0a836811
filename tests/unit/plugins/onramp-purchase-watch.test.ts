import { afterEach, describe, expect, it, vi } from 'vitest'
import { WATCHED_ONRAMP_PROVIDER } from '../../../plugins/onramp/constants.ts'
import { createOnrampController } from '../../../plugins/onramp/onramp-controller.ts'
import type { OnrampStringKey } from '../../../plugins/onramp/strings.ts'
import type { PluginContext } from '../../../runtime/plugins/types.ts'
import { BUYER, onrampHarness, until } from '../../support/onramp-harness.ts'
import { englishMessage } from '../../support/english-message.ts'

// Issue 13, on-ramp: once the provider's page is open in another tab, the modal waits for the purchase
// in the data API's history (GET /v1/account/{account}/history with `onramp`), then says what arrived and
// re-reads the balances, so the visitor sees them rise without reloading.

const closes: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const close of closes.splice(0)) await close()
})

/** A delivered purchase as the history lists it. */
const purchase = (id: string, amount = '49.25') => ({
  id,
  metadata: {
    minedAt: new Date().toISOString(),
    chain: 'eip155:31337',
    status: 'confirmed',
    operationType: 'receive',
    sentFrom: '0x9999999999999999999999999999999999999999',
    sentTo: BUYER,
    hash: `0x${id.padStart(64, '0')}`,
    nonce: 1,
  },
  transfers: [
    {
      fungible_info: { name: 'Portkit USD', symbol: 'PUSD', icon: { url: '' } },
      direction: 'in',
      quantity: { numeric: amount },
      value: 0,
      price: 0,
    },
  ],
})

/** A controller of the harness's instance that polls every 20 ms instead of 3 s. */
async function started() {
  const harness = await onrampHarness()
  closes.push(harness.close)
  const context = harness.portkit.plugins.context('onramp') as PluginContext<OnrampStringKey>
  const onramp = createOnrampController({ context, pollMs: 20, openWindow: () => undefined })
  closes.unshift(async () => onramp.reset())
  const toasts: string[] = []
  harness.portkit.notifications.notification.subscribe((value) => {
    if (value.open) toasts.push(englishMessage(value.message))
  })
  const forget = vi.spyOn(harness.portkit.services.balances, 'forget')
  const refresh = vi.spyOn(harness.portkit.account, 'refreshBalance').mockResolvedValue(undefined)
  await onramp.loadOptions()
  onramp.setAmount('50')
  await until(() => onramp.check.value.ready)
  const history = () => harness.requests.filter((request) => request.path.endsWith('/history'))
  return { ...harness, onramp, toasts, forget, refresh, history }
}

describe('on-ramp: the purchase made in the provider tab', () => {
  it('is waited for in the history, then shown, toasted, and the balances are read again', async () => {
    const { onramp, script, toasts, forget, refresh, history } = await started()
    script.purchases = [purchase('1', '10')]
    await onramp.buy()
    expect(onramp.purchaseStatus.value).toEqual({ status: 'waiting' })
    await until(() => history().length >= 2)
    // The provider's purchases on this network only; the one made before is not this one.
    expect(history()[0]!.path).toBe(`/v1/account/${BUYER}/history`)
    expect(history()[0]!.query).toMatchObject({ onramp: WATCHED_ONRAMP_PROVIDER, chainId: 'eip155:31337' })
    expect(onramp.purchaseStatus.value).toEqual({ status: 'waiting' })
    script.purchases = [purchase('2'), purchase('1', '10')]
    await until(() => onramp.purchaseStatus.value?.status === 'complete')
    expect(onramp.purchaseStatus.value).toEqual({
      status: 'complete',
      amount: '49.25',
      symbol: 'PUSD',
      hash: `0x${'2'.padStart(64, '0')}`,
    })
    expect(toasts).toContain('Purchase complete: +49.25 PUSD')
    expect(forget).toHaveBeenCalled()
    expect(refresh).toHaveBeenCalledWith('eip155')
    // Done: no more asking.
    const asked = history().length
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(history().length).toBe(asked)
  })

  it('keeps waiting through a history outage, and stops when the form is reset', async () => {
    const { onramp, script, history } = await started()
    script.historyDown = true
    await onramp.buy()
    await until(() => history().length >= 3)
    expect(onramp.purchaseStatus.value).toEqual({ status: 'waiting' })
    onramp.reset()
    expect(onramp.purchaseStatus.value).toBeUndefined()
    const asked = history().length
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(history().length).toBeLessThanOrEqual(asked + 1)
  })

  it("is not watched for Meld, whose page the history's filter does not cover", async () => {
    const { onramp, history } = await started()
    onramp.setProvider('meld')
    await until(() => onramp.check.value.ready)
    await onramp.buy()
    expect(onramp.purchaseStatus.value).toBeUndefined()
    await new Promise((resolve) => setTimeout(resolve, 60))
    expect(history()).toEqual([])
  })
})
