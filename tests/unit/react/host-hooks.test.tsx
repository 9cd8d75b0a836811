// @vitest-environment happy-dom
import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { parseEther, verifyMessage, type Address } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, testAccounts, type AnvilNode } from '../../../devnet/index.ts'
import { fixtureTokenArtifact } from '../../../devnet/contracts/fixture-token.artifact.ts'
import {
  EstimateGasError,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
  UserRejectedError,
} from '../../../runtime/core/errors.ts'
import type { Network } from '../../../runtime/core/types.ts'
import type { Portkit } from '../../../runtime/create-portkit.ts'
import { devnetAlpha, devnetBeta } from '../../../runtime/networks/devnet.ts'
import {
  AccountButton,
  ConnectButton,
  NetworkButton,
  useBalance,
  useEstimateGas,
  usePublicClient,
  useReadContract,
  useSendTransaction,
  useSignMessage,
  useTransaction,
  useTransactionCount,
  useTransactionReceipt,
  useWaitForReceipt,
  useWalletClient,
  useWalletInfo,
  useWriteContract,
} from '../../../runtime/react/index.ts'
import { PortkitContext } from '../../../runtime/ui/bindings/context.ts'
import { deployFixtureToken } from '../../support/anvil-contracts.ts'
import {
  connectedPortkit,
  jsonRpc,
  recordingWallet,
  type RecordingWallet,
} from '../../support/host-wallet.ts'

/**
 * Issue 11: the React hooks over the host actions follow wagmi's conventions (mutations: mutate,
 * mutateAsync, status, data, error, is*, reset; queries: data, error, status, isLoading, refetch, and a
 * refetch when the account or network changes), and the render-prop and small buttons. Two real anvils
 * stand for the two devnet networks, with the same token at the same address and different balances.
 */

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const [sender, receiver] = testAccounts(2)
let alpha: AnvilNode
let beta: AnvilNode
let token: Address
let wallet: RecordingWallet
let portkit: Portkit
let root: Root | undefined

beforeAll(async () => {
  ;[alpha, beta] = await Promise.all([startAnvil({ chainId: 31337 }), startAnvil({ chainId: 31338 })])
  // Deployed by the same account at nonce 0: the same address on both.
  const [onAlpha, onBeta] = await Promise.all([
    deployFixtureToken(alpha.rpcUrl, sender!.address, parseEther('100')),
    deployFixtureToken(beta.rpcUrl, sender!.address, parseEther('7')),
  ])
  expect(onBeta).toBe(onAlpha)
  token = onAlpha
})
afterAll(async () => {
  await Promise.all([alpha?.stop(), beta?.stop()])
})

async function connect(): Promise<void> {
  const at = (network: Network, url: string): Network => ({
    ...network,
    rpcUrls: { default: { http: [url] } },
  })
  wallet = recordingWallet({ address: sender!.address, chainId: 31337, rpcUrl: alpha.rpcUrl })
  portkit = await connectedPortkit(wallet.provider, [
    at(devnetAlpha, alpha.rpcUrl),
    at(devnetBeta, beta.rpcUrl),
  ])
}

afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  portkit?.stop()
  document.body.innerHTML = ''
})

/** Renders `use()` inside the instance's context; `current()` is its latest value. */
async function renderHook<T>(use: () => T): Promise<{ current: () => T }> {
  let value: T
  function Probe() {
    value = use()
    return null
  }
  await render(<Probe />)
  return { current: () => value }
}

async function render(node: ReactNode): Promise<HTMLElement> {
  const element = document.createElement('div')
  document.body.append(element)
  root = createRoot(element)
  await act(async () =>
    root!.render(<PortkitContext.Provider value={portkit}>{node}</PortkitContext.Provider>),
  )
  return element
}

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

describe('mutation hooks', () => {
  it('useSignMessage: idle, pending, success with the signature; reset goes back to idle', async () => {
    await connect()
    let answer: ((value: unknown) => void) | undefined
    wallet.answers.personal_sign = (params) =>
      new Promise((resolve) => (answer = () => resolve(jsonRpc(alpha.rpcUrl, 'personal_sign', params))))
    const hook = await renderHook(useSignMessage)
    expect(hook.current()).toMatchObject({ status: 'idle', isIdle: true, data: undefined, error: null })

    act(() => hook.current().mutate({ message: 'hello' }))
    await until(() => expect(hook.current()).toMatchObject({ status: 'pending', isPending: true }))
    // The wallet is asked once the action's code has loaded.
    await until(() => expect(answer).toBeDefined())
    answer!(undefined)
    await until(() => expect(hook.current().isSuccess).toBe(true))
    const signature = hook.current().data!
    expect(await verifyMessage({ address: sender!.address as Address, message: 'hello', signature })).toBe(
      true,
    )
    expect(hook.current().variables).toEqual({ message: 'hello' })

    act(() => hook.current().reset())
    expect(hook.current()).toMatchObject({ status: 'idle', data: undefined })
  })

  it('a rejection is status error with the catalogue error; mutateAsync rejects with it', async () => {
    await connect()
    wallet.answers.personal_sign = () => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    }
    const hook = await renderHook(useSignMessage)
    let thrown: unknown
    await act(() =>
      hook
        .current()
        .mutateAsync({ message: 'hello' })
        .catch((e: unknown) => void (thrown = e)),
    )
    expect(thrown).toBeInstanceOf(UserRejectedError)
    expect(hook.current()).toMatchObject({ status: 'error', isError: true, error: thrown })
  })

  it("useEstimateGas: a refused estimate is 'error estimating gas'", async () => {
    await connect()
    const hook = await renderHook(useEstimateGas)
    await act(() =>
      hook
        .current()
        .mutateAsync({ to: token, data: '0xa9059cbb' })
        .catch(() => undefined),
    )
    expect(hook.current().error).toBeInstanceOf(EstimateGasError)
    expect(hook.current().error?.message).toBe('error estimating gas')
  })

  it('useSendTransaction then useWaitForReceipt(hash): the receipt once mined; no hash, no wait', async () => {
    await connect()
    const hook = await renderHook(() => {
      const send = useSendTransaction()
      const receipt = useWaitForReceipt({ hash: send.data })
      return { send, receipt }
    })
    expect(hook.current().receipt).toMatchObject({ status: 'pending', isLoading: false, isFetching: false })
    act(() => hook.current().send.mutate({ to: receiver!.address as Address, value: 1n }))
    await until(() => expect(hook.current().receipt.isSuccess).toBe(true))
    expect(hook.current().receipt.data).toEqual({ hash: hook.current().send.data, status: 'success' })
  })

  it("useTransaction and useTransactionReceipt: a mined hash answers, an unknown one is viem's not-found error", async () => {
    await connect()
    const unknown = `0x${'ab'.repeat(32)}` as const
    const hook = await renderHook(() => {
      const send = useSendTransaction()
      const mined = useWaitForReceipt({ hash: send.data })
      const hash = mined.isSuccess ? send.data : undefined
      return {
        send,
        transaction: useTransaction({ hash }),
        receipt: useTransactionReceipt({ hash }),
        unknownTransaction: useTransaction({ hash: unknown }),
        unknownReceipt: useTransactionReceipt({ hash: unknown }),
      }
    })
    expect(hook.current().receipt).toMatchObject({ status: 'pending', isFetching: false })
    act(() => hook.current().send.mutate({ to: receiver!.address as Address, value: 1n }))
    await until(() => expect(hook.current().receipt.isSuccess).toBe(true))
    const hash = hook.current().send.data
    expect(hook.current().receipt.data).toMatchObject({ transactionHash: hash, status: 'success' })
    await until(() => expect(hook.current().transaction.data).toMatchObject({ hash, value: 1n }))
    expect(hook.current().unknownTransaction.error).toBeInstanceOf(TransactionNotFoundError)
    expect(hook.current().unknownReceipt.error).toBeInstanceOf(TransactionReceiptNotFoundError)
  })
})

describe('useTransactionCount', () => {
  it("the connected account's count, as the node has it; one more after a mined send and a refetch", async () => {
    await connect()
    const hook = await renderHook(() => {
      const send = useSendTransaction()
      const mined = useWaitForReceipt({ hash: send.data })
      return { send, mined, count: useTransactionCount() }
    })
    await until(() => expect(hook.current().count.isSuccess).toBe(true))
    const before = hook.current().count.data!
    const latest = await jsonRpc(alpha.rpcUrl, 'eth_getTransactionCount', [sender!.address, 'latest'])
    expect(before).toBe(Number(latest))
    act(() => hook.current().send.mutate({ to: receiver!.address as Address, value: 1n }))
    await until(() => expect(hook.current().mined.isSuccess).toBe(true))
    act(() => void hook.current().count.refetch())
    await until(() => expect(hook.current().count.data).toBe(before + 1))
  })
})

describe('query hooks refetch when the account or the network changes', () => {
  it('useBalance: loading, then the balance; another account in the wallet, its balance', async () => {
    const balanceOf = async (address: string) =>
      BigInt((await jsonRpc(alpha.rpcUrl, 'eth_getBalance', [address, 'latest'])) as string)
    const [senderBalance, receiverBalance] = await Promise.all([
      balanceOf(sender!.address),
      balanceOf(receiver!.address),
    ])
    expect(receiverBalance).not.toBe(senderBalance)
    await connect()
    const hook = await renderHook(() => useBalance())
    await until(() => expect(hook.current().isSuccess).toBe(true))
    expect(hook.current().data).toMatchObject({ value: senderBalance, symbol: 'ETH', decimals: 18 })

    await act(async () => {
      wallet.address = receiver!.address
      wallet.emit('accountsChanged', [receiver!.address])
    })
    await until(() => expect(hook.current().data?.value).toBe(receiverBalance))
  })

  it('useReadContract: the result on the active network, and on the next one after a switch', async () => {
    await connect()
    const hook = await renderHook(() =>
      useReadContract({
        address: token,
        abi: fixtureTokenArtifact.abi,
        functionName: 'balanceOf',
        args: [sender!.address as Address],
      }),
    )
    expect(hook.current().isLoading).toBe(true)
    await until(() => expect(hook.current().data).toBe(parseEther('100')))
    await act(async () => {
      wallet.chainId = 31338
      wallet.emit('chainChanged', '0x7a6a')
    })
    await until(() => expect(hook.current().data).toBe(parseEther('7')))
  })

  it('refetch() asks again and keeps the data meanwhile', async () => {
    await connect()
    const read = {
      address: token,
      abi: fixtureTokenArtifact.abi,
      functionName: 'balanceOf',
      args: [receiver!.address as Address],
    } as const
    const hook = await renderHook(() => ({ balance: useReadContract(read), write: useWriteContract() }))
    await until(() => expect(hook.current().balance.data).toBe(0n))
    await act(async () => {
      await jsonRpc(alpha.rpcUrl, 'eth_getTransactionReceipt', [
        await hook
          .current()
          .write.mutateAsync({ ...read, functionName: 'transfer', args: [receiver!.address as Address, 3n] }),
      ])
    })
    expect(hook.current().balance.data).toBe(0n)
    await act(() => hook.current().balance.refetch())
    expect(hook.current().balance).toMatchObject({ data: 3n, isFetching: false, status: 'success' })
  })
})

describe('client and wallet hooks', () => {
  it('useWalletClient, usePublicClient and useWalletInfo follow the connection', async () => {
    await connect()
    const hook = await renderHook(() => ({
      walletClient: useWalletClient(),
      publicClient: usePublicClient(),
      info: useWalletInfo(),
    }))
    await until(() => expect(hook.current().walletClient.data?.account.address).toBe(sender!.address))
    await until(() => expect(hook.current().publicClient.data?.chain.id).toBe(31337))
    expect(hook.current().info).toMatchObject({ name: 'Test Wallet', type: 'ANNOUNCED' })
    await act(() => portkit.connection.disconnect())
    await until(() => expect(hook.current().walletClient.data).toBeUndefined())
    expect(hook.current().info).toBeUndefined()
    expect(hook.current().publicClient.data?.chain.id).toBe(31337)
  })
})

describe('ConnectButton.Custom, NetworkButton, AccountButton', () => {
  it('the render prop gets the account, the chain, openers and mounted', async () => {
    await connect()
    const element = await render(
      <ConnectButton.Custom>
        {({ account, chain, openAccount, openNetworks, mounted }) => (
          <div>
            <span data-testid="mounted">{String(mounted)}</span>
            <button type="button" onClick={openNetworks}>
              {chain?.name}
            </button>
            <button type="button" onClick={openAccount}>
              {account?.displayName}
            </button>
          </div>
        )}
      </ConnectButton.Custom>,
    )
    expect(element.querySelector('[data-testid="mounted"]')?.textContent).toBe('true')
    const [networkButton, accountButton] = [...element.querySelectorAll('button')]
    expect(networkButton?.textContent).toBe('Portkit Devnet Alpha')
    expect(accountButton?.textContent).toBe('0xf39F…2266')
    await act(async () => networkButton!.click())
    expect(portkit.state.currentView.value.name).toBe('Networks')
    await act(async () => accountButton!.click())
    expect(portkit.state.currentView.value.name).toBe('Account')
  })

  it('NetworkButton opens the network list; AccountButton opens Account and is gone once disconnected', async () => {
    await connect()
    const element = await render(
      <>
        <NetworkButton />
        <AccountButton />
      </>,
    )
    const [network, account] = [...element.querySelectorAll('button')]
    expect(network?.textContent).toBe('Portkit Devnet Alpha')
    await act(async () => network!.click())
    expect(portkit.state.currentView.value.name).toBe('Networks')
    expect(account?.textContent).toContain('0xf39F…2266')
    expect(account?.hasAttribute('data-status')).toBe(false)
    await act(async () => account!.click())
    expect(portkit.state.currentView.value.name).toBe('Account')
    await act(() => portkit.connection.disconnect())
    expect(element.querySelectorAll('button')).toHaveLength(1)
  })
})
