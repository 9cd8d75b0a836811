// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { parseEther } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { useCallsStatus, useCapabilities, useSendCalls } from '../../../runtime/react/index.ts'
import { PortkitContext } from '../../../runtime/ui/bindings/context.ts'
import { anvilHost } from '../../support/host-wallet.ts'

/**
 * Issue 11: useSendCalls (mutation), useCallsStatus and useCapabilities (queries) over the EIP-5792
 * actions, against anvil with a wallet that has no EIP-5792 (4200): the documented fallback's id works
 * with useCallsStatus, and useCapabilities is empty.
 */

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const host = anvilHost({
  prepare: (wallet) => {
    const unsupported = () => {
      throw Object.assign(new Error('Method not supported'), { code: 4200 })
    }
    wallet.answers.wallet_sendCalls = unsupported
    wallet.answers.wallet_getCapabilities = unsupported
  },
})
let root: Root | undefined

afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
})

async function until(check: () => void, timeout = 10_000): Promise<void> {
  const start = Date.now()
  for (;;) {
    try {
      check()
      return
    } catch (error) {
      if (Date.now() - start > timeout) throw error
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)))
    }
  }
}

describe('EIP-5792 hooks', () => {
  it('useSendCalls then useCallsStatus(id): the receipts; useCapabilities: none', async () => {
    let send!: ReturnType<typeof useSendCalls>
    let status!: ReturnType<typeof useCallsStatus>
    let capabilities!: ReturnType<typeof useCapabilities>
    function Probe() {
      send = useSendCalls()
      status = useCallsStatus({ id: send.data?.id })
      capabilities = useCapabilities()
      return null
    }
    const element = document.createElement('div')
    document.body.append(element)
    root = createRoot(element)
    await act(async () =>
      root!.render(
        <PortkitContext.Provider value={host.portkit}>
          <Probe />
        </PortkitContext.Provider>,
      ),
    )
    expect(status.isPending).toBe(true)
    await until(() => expect(capabilities.data).toEqual({}))

    const to = host.receiver
    const before = await host.nativeBalance(to)
    act(() =>
      send.mutate({
        calls: [
          { to, value: parseEther('0.5') },
          { to, value: parseEther('0.25') },
        ],
      }),
    )
    await until(() => expect(send.isSuccess).toBe(true))
    await until(() => expect(status.data?.status).toBe('success'))
    expect(status.data?.receipts.map((receipt) => receipt.status)).toEqual(['success', 'success'])
    expect(await host.nativeBalance(to)).toBe(before + parseEther('0.75'))
  })
})
