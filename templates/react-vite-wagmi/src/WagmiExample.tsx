import { useEffect, useRef, useState } from 'react'
import { BaseError, decodeErrorResult, encodeFunctionData, type Address, type Hex } from 'viem'
import {
  useCapabilities,
  useChains,
  useConnection,
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
import { DEVNET_TOKEN, TOKEN_DECIMALS, ZERO_ADDRESS, tokenAbi } from './devnet-token.ts'
import { Result } from './Result.tsx'

/**
 * The wagmi example: what src/HostActions.tsx does with Portkit's hooks, done with wagmi's own hooks. They
 * act through the wallet connected in the Portkit modal (PortkitWagmiProvider in src/main.tsx), and a
 * switch or disconnect made here reaches the modal, and the other way round.
 */

/** EIP-712 typed data: a greeting, bound to the chain wagmi is on (its id in the domain). */
const greeting = (chainId: number) =>
  ({
    domain: { name: 'Portkit App', version: '1', chainId },
    types: { Greeting: [{ name: 'text', type: 'string' }] },
    primaryType: 'Greeting',
    message: { text: 'Hello from my app' },
  }) as const

export function WagmiExample() {
  const { address, chainId, isConnected } = useConnection()
  return (
    <section className="card" aria-labelledby="wagmi-title">
      <h2 id="wagmi-title">wagmi example</h2>
      <Connection />
      {isConnected && address && chainId ? (
        <>
          <SignMessage />
          <SignTypedData chainId={chainId} />
          <SendEth />
          <TokenActions account={address} />
          <BatchCalls />
        </>
      ) : null}
    </section>
  )
}

/** useConnection, useSwitchChain and useDisconnect: wagmi's view of the Portkit connection. */
function Connection() {
  const { status, address, chain } = useConnection()
  const chains = useChains()
  const switchChain = useSwitchChain()
  const disconnect = useDisconnect()
  return (
    <div className="host-action">
      <h3>Connection (useConnection)</h3>
      <Result label="wagmi status" value={status} error={null} />
      <Result label="wagmi address" value={address ?? '—'} error={null} />
      <Result label="wagmi chain" value={chain?.name ?? '—'} error={null} />
      {status === 'connected' ? (
        <div className="actions">
          {chains.map((option) => (
            <button
              key={option.id}
              type="button"
              disabled={option.id === chain?.id || switchChain.isPending}
              onClick={() => switchChain.mutate({ chainId: option.id })}
            >
              {`Switch wagmi to ${option.name}`}
            </button>
          ))}
          <button type="button" className="secondary" onClick={() => disconnect.mutate()}>
            Disconnect through wagmi
          </button>
        </div>
      ) : null}
      <Result label="Switch error" value={undefined} error={switchChain.error} />
    </div>
  )
}

function SignMessage() {
  const [message, setMessage] = useState('Hello from my app')
  const sign = useSignMessage()
  return (
    <div className="host-action">
      <h3>Sign a message (useSignMessage)</h3>
      <label>
        Message
        <input value={message} onChange={(event) => setMessage(event.target.value)} />
      </label>
      <button type="button" disabled={sign.isPending} onClick={() => sign.mutate({ message })}>
        Sign
      </button>
      <Result label="Signature" value={sign.data} error={sign.error} />
    </div>
  )
}

function SignTypedData({ chainId }: { chainId: number }) {
  const sign = useSignTypedData()
  return (
    <div className="host-action">
      <h3>Sign typed data (useSignTypedData)</h3>
      <button type="button" disabled={sign.isPending} onClick={() => sign.mutate(greeting(chainId))}>
        Sign typed data
      </button>
      <Result label="Typed data signature" value={sign.data} error={sign.error} />
    </div>
  )
}

function SendEth() {
  const [to, setTo] = useState('')
  const transaction = { to: to as Address, value: 10n ** 16n }
  const send = useSendTransaction()
  // A query hook in wagmi: asked when the button is pressed, for the recipient typed at that moment.
  const estimate = useEstimateGas({ ...transaction, query: { enabled: false, retry: false } })
  return (
    <div className="host-action">
      <h3>Send 0.01 ETH (useSendTransaction)</h3>
      <label>
        Recipient
        <input value={to} onChange={(event) => setTo(event.target.value.trim())} placeholder="0x…" />
      </label>
      <button type="button" onClick={() => void estimate.refetch()}>
        Estimate gas
      </button>
      <button type="button" disabled={send.isPending} onClick={() => send.mutate(transaction)}>
        Send ETH
      </button>
      <Result
        label="Gas estimate"
        value={estimate.isFetching ? undefined : estimate.data?.toString()}
        error={estimate.isFetching ? null : estimate.error}
      />
      <Result label="Send error" value={undefined} error={send.error} />
      <Transaction label="ETH transfer" hash={send.data} />
    </div>
  )
}

function TokenActions({ account }: { account: Address }) {
  const [token, setToken] = useState<string>(DEVNET_TOKEN)
  const [to, setTo] = useState('')
  const [amount, setAmount] = useState('1')
  const contract = { address: token as Address, abi: tokenAbi }
  const balance = useReadContract({ ...contract, functionName: 'balanceOf', args: [account] })
  const transfer = useWriteContract()
  const reverting = useWriteContract()
  const units = /^\d+$/.test(amount) ? BigInt(amount) * TOKEN_DECIMALS : 0n

  return (
    <div className="host-action">
      <h3>Call a contract (useReadContract, useWriteContract)</h3>
      <label>
        Token contract
        <input value={token} onChange={(event) => setToken(event.target.value.trim())} />
      </label>
      <Result
        label="Token balance"
        value={balance.data === undefined ? undefined : `${balance.data / TOKEN_DECIMALS} PUSD`}
        error={balance.error}
      />
      <label>
        Token recipient
        <input value={to} onChange={(event) => setTo(event.target.value.trim())} placeholder="0x…" />
      </label>
      <label>
        Token amount
        <input value={amount} inputMode="numeric" onChange={(event) => setAmount(event.target.value)} />
      </label>
      <button
        type="button"
        disabled={transfer.isPending}
        onClick={() =>
          transfer.mutate({ ...contract, functionName: 'transfer', args: [to as Address, units] })
        }
      >
        Transfer tokens
      </button>
      <Result label="Transfer error" value={undefined} error={transfer.error} />
      <Transaction label="Token transfer" hash={transfer.data} onSuccess={() => void balance.refetch()} />

      {/* A transfer to the zero address reverts (ZeroAddress). A fixed gas limit skips the wallet's
          estimate, so the transaction is mined and its receipt reports the revert. */}
      <button
        type="button"
        disabled={reverting.isPending}
        onClick={() =>
          reverting.mutate({
            ...contract,
            functionName: 'transfer',
            args: [ZERO_ADDRESS, 1n],
            gas: 100_000n,
          })
        }
      >
        Make a reverted call
      </button>
      <Result label="Reverted call error" value={undefined} error={reverting.error} />
      <Transaction label="Reverted call" hash={reverting.data} />
    </div>
  )
}

/**
 * A batch in one request (EIP-5792, useSendCalls): 0.001 ETH and 1 PUSD to the same recipient. With
 * `experimental_fallback`, a wallet without EIP-5792 gets the calls one by one; the status reads the same.
 */
function BatchCalls() {
  const [to, setTo] = useState('')
  const capabilities = useCapabilities({ query: { retry: false } })
  const batch = useSendCalls()
  const status = useWaitForCallsStatus({ id: batch.data?.id, query: { retry: false } })
  const supported = capabilities.data && Object.keys(capabilities.data).length > 0
  return (
    <div className="host-action">
      <h3>Send a batch (useSendCalls)</h3>
      <Result
        label="Wallet batches"
        value={
          capabilities.isPending && !capabilities.isError
            ? undefined
            : supported
              ? 'EIP-5792'
              : 'not supported: the calls go one by one'
        }
        error={null}
      />
      <label>
        Batch recipient
        <input value={to} onChange={(event) => setTo(event.target.value.trim())} placeholder="0x…" />
      </label>
      <button
        type="button"
        disabled={batch.isPending}
        onClick={() =>
          batch.mutate({
            calls: [
              { to: to as Address, value: 10n ** 15n },
              {
                to: DEVNET_TOKEN,
                data: encodeFunctionData({
                  abi: tokenAbi,
                  functionName: 'transfer',
                  args: [to as Address, TOKEN_DECIMALS],
                }),
              },
            ],
            experimental_fallback: true,
          })
        }
      >
        Send 0.001 ETH and 1 PUSD
      </button>
      <Result label="Batch error" value={undefined} error={batch.error} />
      <Result label="Batch id" value={batch.data?.id} error={null} />
      <Result
        label="Batch status"
        value={
          status.data &&
          `${status.data.status} (${(status.data.receipts ?? []).map((receipt) => receipt.status).join(', ')})`
        }
        error={status.error}
      />
    </div>
  )
}

/** A transaction's hash, then its receipt: success, or reverted with the reason decoded from the token ABI. */
function Transaction(props: { label: string; hash: Hex | undefined; onSuccess?: () => void }) {
  const { label, hash, onSuccess } = props
  // A reverted receipt is final: no retries.
  const receipt = useWaitForTransactionReceipt({ hash, query: { retry: false } })
  // Once per mined transaction, not on every render of the parent.
  const reported = useRef<string>(undefined)
  useEffect(() => {
    if (!receipt.isSuccess || !hash || reported.current === hash) return
    reported.current = hash
    onSuccess?.()
  }, [receipt.isSuccess, hash, onSuccess])
  if (!hash) return null
  const status = receipt.isSuccess
    ? receipt.data.status
    : receipt.isError
      ? `reverted: ${revertReason(receipt.error)}`
      : 'waiting for the receipt…'
  return (
    <>
      <Result label={`${label} hash`} value={hash} error={null} />
      <Result label={`${label} receipt`} value={status} error={null} />
    </>
  )
}

/**
 * wagmi replays a reverted transaction as a call to learn why; the revert data in that error, decoded
 * with the token's ABI, names the custom error (e.g. `ZeroAddress()`).
 */
function revertReason(error: Error): string {
  let data: Hex | undefined
  if (error instanceof BaseError)
    error.walk((cause) => {
      const found = (cause as { data?: unknown }).data
      if (typeof found === 'string' && /^0x[0-9a-f]{8}/i.test(found)) data = found as Hex
      return false
    })
  if (!data) return error.message || 'unknown reason'
  try {
    return `${decodeErrorResult({ abi: tokenAbi, data }).errorName}()`
  } catch {
    return data
  }
}
