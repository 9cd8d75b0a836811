import { renderToString } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPortkit } from '../../../runtime/create-portkit.ts'
import { eip155Adapter } from '../../../runtime/adapters/eip155/index.ts'
import {
  ConnectButton,
  useBalance,
  usePublicClient,
  useReadContract,
  useSignMessage,
  useWaitForReceipt,
  useWalletClient,
} from '../../../runtime/react/index.ts'
import { PortkitContext } from '../../../runtime/ui/bindings/context.ts'
import { testConfig } from '../../support/config.ts'
import { networksAt } from '../../support/host-wallet.ts'
import { memoryStorage } from '../../support/memory-storage.ts'
import { jsonRpcResult, recordingServer } from '../../support/recording-server.ts'

/**
 * Issue 11: the hooks and the render-prop button render on a server (no window here: Node's environment),
 * asking nothing of the network while they do; ConnectButton.Custom says `mounted: false` there.
 */

let rpc: Awaited<ReturnType<typeof recordingServer>>
beforeAll(async () => {
  rpc = await recordingServer((request, res) => jsonRpcResult(request.body, res, '0x0'))
})
afterAll(() => rpc.close())

describe('host hooks during SSR', () => {
  it('render pending and idle states, touch no window and make no request', async () => {
    expect(typeof window).toBe('undefined')
    const portkit = createPortkit({
      config: testConfig({ networks: networksAt(rpc.url) }),
      adapters: [eip155Adapter()],
      connectors: [],
      storage: memoryStorage(),
    })
    const abi = [
      {
        type: 'function',
        name: 'total',
        stateMutability: 'view',
        inputs: [],
        outputs: [{ type: 'uint256' }],
      },
    ] as const
    function Page() {
      const read = useReadContract({
        address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
        abi,
        functionName: 'total',
      })
      const balance = useBalance()
      const sign = useSignMessage()
      const receipt = useWaitForReceipt({ hash: undefined })
      const walletClient = useWalletClient().status
      const publicClient = usePublicClient().status
      const states = [
        read.status,
        read.isLoading,
        balance.status,
        sign.status,
        receipt.status,
        walletClient,
        publicClient,
      ]
      return (
        <p>
          {states.map(String).join(' ')}
          <ConnectButton.Custom>{({ mounted }) => <span>{`mounted ${mounted}`}</span>}</ConnectButton.Custom>
        </p>
      )
    }
    const html = renderToString(
      <PortkitContext.Provider value={portkit}>
        <Page />
      </PortkitContext.Provider>,
    )
    expect(html).toContain('pending true pending idle pending pending pending')
    expect(html).toContain('mounted false')
    // Long enough for a request started during render to arrive.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(rpc.requests).toEqual([])
  })
})
