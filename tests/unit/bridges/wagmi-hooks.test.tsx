// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, useState } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import {
  type BaseError,
  decodeErrorResult,
  erc20Abi,
  parseEther,
  verifyMessage,
  verifyTypedData,
  type Address,
  type Hex,
} from 'viem'
import {
  useChainId,
  useDisconnect,
  useEstimateGas,
  useReadContract,
  useSendCalls,
  useSendTransaction,
  useSignMessage,
  useSignTypedData,
  useSwitchChain,
  useWaitForCallsStatus,
  useWaitForTransactionReceipt,
  useWriteContract,
} from 'wagmi'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixtureTokenArtifact } from '../../../devnet/contracts/fixture-token.artifact.ts'
import { PortkitWagmiProvider } from '../../../runtime/bridges/wagmi/index.ts'
import { PortkitProvider } from '../../../runtime/react/provider.tsx'
import { anvilHost } from '../../support/host-wallet.ts'
import { mutateAsyncOf, useConnection, wagmiMajor } from '../../support/wagmi-version.ts'

// Issue 11 item 5: wagmi's own React hooks, rendered in React 19 inside <PortkitProvider> and
// <PortkitWagmiProvider>, act through the wallet connected in Portkit against a real anvil: sign, typed
// data, send, read and write a contract, a reverted call with its reason, a refused estimate, a batch,
// and switch/disconnect in sync both ways. Runs on wagmi 3 and, in the `wagmi-2` vitest project, wagmi 2.

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const host = anvilHost({
  // An honest wallet: a switch changes its chain and says so.
  prepare: (wallet) => {
    wallet.answers.wallet_switchEthereumChain = (params) => {
      const [{ chainId }] = params as [{ chainId: string }]
      wallet.chainId = Number(chainId)
      wallet.emit('chainChanged', chainId)
      return null
    }
  },
})
const { account, receiver } = host
const abi = fixtureTokenArtifact.abi
const TYPED = {
  domain: { name: 'Portkit', version: '1', chainId: 31337 },
  types: { Greeting: [{ name: 'text', type: 'string' }] },
  primaryType: 'Greeting',
  message: { text: 'Hello through wagmi' },
} as const

/** Every wagmi hook the scenario uses, as rendered last. */
function useWagmiHooks() {
  const [hash, setHash] = useState<Hex>()
  const [batchId, setBatchId] = useState<string>()
  return {
    connection: useConnection(),
    chainId: useChainId(),
    sign: useSignMessage(),
    signTyped: useSignTypedData(),
    send: useSendTransaction(),
    write: useWriteContract(),
    switchChain: useSwitchChain(),
    disconnect: useDisconnect(),
    sendCalls: useSendCalls(),
    // ETH to the token contract, which has no receive function: no estimate.
    estimate: useEstimateGas({ to: host.token, value: 1n }),
    balance: useReadContract({ address: host.token, abi, functionName: 'balanceOf', args: [account] }),
    receipt: useWaitForTransactionReceipt({ hash }),
    batch: useWaitForCallsStatus({ id: batchId }),
    setHash,
    setBatchId,
  }
}

let hooks: ReturnType<typeof useWagmiHooks>
let root: Root | undefined

function Probe() {
  hooks = useWagmiHooks()
  return null
}

beforeAll(async () => {
  const element = document.createElement('div')
  document.body.append(element)
  root = createRoot(element)
  await act(async () =>
    root!.render(
      <PortkitProvider portkit={host.portkit} disableAppend>
        {/* A failed query is final here (a reverted receipt stays reverted): no retries. */}
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <PortkitWagmiProvider options={{ storage: null }}>
            <Probe />
          </PortkitWagmiProvider>
        </QueryClientProvider>
      </PortkitProvider>,
    ),
  )
})
afterAll(() => {
  act(() => root?.unmount())
  document.body.innerHTML = ''
})

/** Waits in act() until `check` passes (React state updates from async work). */
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

/** Runs a mutation hook's mutateAsync (wagmi 2: `<action>Async`) inside act(). */
async function mutate<Args extends unknown[], Result>(
  hook: object,
  action: string,
  ...args: Args
): Promise<Result> {
  const run = mutateAsyncOf<(...args: Args) => Promise<Result>>(hook, action)
  let result!: Result
  await act(async () => {
    result = await run(...args)
  })
  return result
}

/** Waits for the receipt of `hash` through useWaitForTransactionReceipt. */
async function receiptOf(hash: Hex) {
  act(() => hooks.setHash(hash))
  await until(() => {
    expect(hooks.receipt.fetchStatus).toBe('idle')
    expect(hooks.receipt.error ?? hooks.receipt.data?.transactionHash).toBeTruthy()
  })
  if (hooks.receipt.data) expect(hooks.receipt.data.transactionHash).toBe(hash)
  return hooks.receipt
}

/** The custom error a reverted call's error carries, decoded with the contract's ABI. */
function revertReason(error: Error | null): string {
  let data: Hex | undefined
  ;(error as BaseError | null)?.walk?.((cause) => {
    const raw = (cause as { data?: unknown }).data
    if (typeof raw === 'string' && raw.startsWith('0x')) data = raw as Hex
    return false
  })
  if (!data) return error?.message ?? 'unknown reason'
  return `${decodeErrorResult({ abi, data }).errorName}()`
}

describe(`wagmi ${wagmiMajor} hooks in React 19 through the Portkit connection, against anvil`, () => {
  it("useConnection: connected with Portkit's account and chain (a config made while Portkit was connected)", async () => {
    await until(() =>
      expect(hooks.connection).toMatchObject({ status: 'connected', address: account, chainId: 31337 }),
    )
    expect(hooks.chainId).toBe(31337)
  })

  it('useSignMessage: personal_sign by the Portkit account, verified with viem', async () => {
    const signature = await mutate<[{ message: string }], Hex>(hooks.sign, 'signMessage', {
      message: 'Hello through wagmi',
    })
    expect(host.wallet.methods).toContain('personal_sign')
    expect(await verifyMessage({ address: account, message: 'Hello through wagmi', signature })).toBe(true)
  })

  it('useSignTypedData: eth_signTypedData_v4, verified with viem', async () => {
    const signature = await mutate<[typeof TYPED], Hex>(hooks.signTyped, 'signTypedData', TYPED)
    expect(host.wallet.methods).toContain('eth_signTypedData_v4')
    expect(await verifyTypedData({ address: account, ...TYPED, signature })).toBe(true)
  })

  it('useSendTransaction + useWaitForTransactionReceipt: success, and the value moved on chain', async () => {
    const before = await host.nativeBalance(receiver)
    const hash = await mutate<[{ to: Address; value: bigint }], Hex>(hooks.send, 'sendTransaction', {
      to: receiver,
      value: parseEther('0.01'),
    })
    expect((await receiptOf(hash)).data?.status).toBe('success')
    expect(await host.nativeBalance(receiver)).toBe(before + parseEther('0.01'))
  })

  it('useReadContract + useWriteContract: a token transfer lands and the read follows', async () => {
    await until(() => expect(hooks.balance.data).toBeDefined())
    const held = hooks.balance.data!
    const hash = await mutate<[object], Hex>(hooks.write, 'writeContract', {
      address: host.token,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [receiver, parseEther('2')],
    })
    expect((await receiptOf(hash)).data?.status).toBe('success')
    await act(async () => void (await hooks.balance.refetch()))
    await until(() => expect(hooks.balance.data).toBe(held - parseEther('2')))
  })

  it('a reverted contract call: mined, and the receipt hook fails with the revert reason', async () => {
    const hash = await mutate<[object], Hex>(hooks.write, 'writeContract', {
      address: host.token,
      abi,
      functionName: 'transfer',
      args: ['0x0000000000000000000000000000000000000000', 1n],
      // A fixed gas limit: the wallet does not estimate, so the call is mined and reverts on chain.
      gas: 100_000n,
    })
    const receipt = await receiptOf(hash)
    expect(receipt.status).toBe('error')
    expect(revertReason(receipt.error)).toBe('ZeroAddress()')
  })

  it('useEstimateGas: a transaction the node refuses to estimate is an error', async () => {
    await until(() => expect(hooks.estimate.status).toBe('error'))
    expect(hooks.estimate.error?.name).toBe('EstimateGasExecutionError')
  })

  it('useSendCalls: a wallet without EIP-5792 gets the calls one by one (experimental_fallback), both land', async () => {
    const before = await host.nativeBalance(receiver)
    host.wallet.methods.length = 0
    const { id } = await mutate<[object], { id: string }>(hooks.sendCalls, 'sendCalls', {
      calls: [
        { to: receiver, value: parseEther('0.001') },
        { to: receiver, value: parseEther('0.002') },
      ],
      experimental_fallback: true,
    })
    act(() => hooks.setBatchId(id))
    await until(() => expect(hooks.batch.data?.status).toBe('success'))
    expect(hooks.batch.data?.receipts?.map((receipt) => receipt.status)).toEqual(['success', 'success'])
    expect(host.wallet.methods.filter((method) => method === 'eth_sendTransaction')).toHaveLength(2)
    expect(await host.nativeBalance(receiver)).toBe(before + parseEther('0.003'))
  })

  it('useSwitchChain switches Portkit (and the wallet); a Portkit switch reaches the hooks', async () => {
    await mutate(hooks.switchChain, 'switchChain', { chainId: 31338 })
    expect(host.wallet.methods).toContain('wallet_switchEthereumChain')
    expect(host.portkit.state.activeCaipNetwork.value?.caipNetworkId).toBe('eip155:31338')
    await until(() => expect(hooks.connection.chainId).toBe(31338))
    await act(() => host.portkit.network.switchNetwork('eip155:31337'))
    await until(() => expect(hooks.connection.chainId).toBe(31337))
    expect(hooks.chainId).toBe(31337)
  })

  it('useDisconnect disconnects Portkit; a connect and a disconnect in Portkit reach the hooks', async () => {
    await mutate(hooks.disconnect, 'disconnect')
    expect(host.portkit.state.chains.value.eip155?.status).toBe('disconnected')
    await until(() => expect(hooks.connection.status).toBe('disconnected'))

    await act(() => host.portkit.connection.connect(host.portkit.state.connectors.value[0]!))
    await until(() => expect(hooks.connection).toMatchObject({ status: 'connected', address: account }))

    await act(() => host.portkit.connection.disconnect('eip155'))
    await until(() => expect(hooks.connection.status).toBe('disconnected'))
  })
})
