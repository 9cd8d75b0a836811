import { useEffect, useRef, useState } from 'react'
import {
  AccountButton,
  ConnectButton,
  NetworkButton,
  useAccount,
  useCallsStatus,
  useCapabilities,
  useEstimateGas,
  onDevnet,
  useNetwork,
  usePendingTransactions,
  useReadContract,
  useSendCalls,
  useSendTransaction,
  useSignMessage,
  useSignTypedData,
  useWaitForReceipt,
  useWriteContract,
} from './portkit/index.ts'
import { DEVNET_TOKEN, TOKEN_DECIMALS, ZERO_ADDRESS, tokenAbi } from './devnet-token.ts'
import { Result } from './Result.tsx'

type Address = `0x${string}`

/** The host side: your own code signing, sending and calling contracts with the connected wallet. */
export function HostActions() {
  const { address, isConnected } = useAccount()
  if (!isConnected || !address) return null
  return (
    <section className="card" aria-labelledby="host-title">
      <h2 id="host-title">Your app&apos;s own actions</h2>
      <OwnButtons />
      <SignMessage />
      <SignTypedData />
      <SendEth />
      <PendingTransactions />
      {/* The devnet's own token: a production app reads and moves its own contracts here instead. */}
      {onDevnet ? (
        <>
          <TokenActions account={address as Address} />
          <BatchCalls />
        </>
      ) : null}
    </section>
  )
}

/** ConnectButton.Custom draws your own buttons; NetworkButton and AccountButton are ready-made ones. */
function OwnButtons() {
  return (
    <div className="actions" role="group" aria-label="Your own buttons">
      <ConnectButton.Custom>
        {({ account, chain, openAccount, openNetworks, mounted }) =>
          mounted && account ? (
            <>
              <button type="button" onClick={openNetworks}>
                {chain?.unsupported ? 'Wrong network' : `On ${chain?.name}`}
              </button>
              <button type="button" onClick={openAccount}>
                {`Signed in as ${account.displayName}`}
              </button>
            </>
          ) : null
        }
      </ConnectButton.Custom>
      <NetworkButton />
      <AccountButton />
    </div>
  )
}

function SignMessage() {
  const [message, setMessage] = useState('Hello from my app')
  const sign = useSignMessage()
  return (
    <div className="host-action">
      <h3>Sign a message</h3>
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

/** EIP-712 typed data: a greeting, bound to the network the wallet is on (its chain id in the domain). */
const greeting = (chainId: number) =>
  ({
    domain: { name: 'Portkit App', version: '1', chainId },
    types: { Greeting: [{ name: 'text', type: 'string' }] },
    primaryType: 'Greeting',
    message: { text: 'Hello from my app' },
  }) as const

function SignTypedData() {
  const { caipNetwork } = useNetwork()
  const sign = useSignTypedData()
  return (
    <div className="host-action">
      <h3>Sign typed data</h3>
      <button
        type="button"
        disabled={sign.isPending || !caipNetwork}
        onClick={() => sign.mutate(greeting(Number(caipNetwork!.id)))}
      >
        Sign typed data
      </button>
      <Result label="Typed data signature" value={sign.data} error={sign.error} />
    </div>
  )
}

function SendEth() {
  const [to, setTo] = useState('')
  const send = useSendTransaction()
  const estimate = useEstimateGas()
  const transaction = { to: to as Address, value: 10n ** 16n }
  return (
    <div className="host-action">
      <h3>Send 0.01 ETH</h3>
      <label>
        Recipient
        <input value={to} onChange={(event) => setTo(event.target.value.trim())} placeholder="0x…" />
      </label>
      <button type="button" onClick={() => estimate.mutate(transaction)}>
        Estimate gas
      </button>
      <button type="button" disabled={send.isPending} onClick={() => send.mutate(transaction)}>
        Send ETH
      </button>
      <Result label="Gas estimate" value={estimate.data?.toString()} error={estimate.error} />
      <Result label="Send error" value={undefined} error={send.error} />
      <Transaction label="ETH transfer" hash={send.data} />
    </div>
  )
}

/**
 * The pending-transaction watcher is off by default; while this is shown it is on: what you send through
 * Portkit is watched until mined (and shows as pending in the modal's Activity tab meanwhile).
 */
function PendingTransactions() {
  const pending = usePendingTransactions()
  return <Result label="Pending transactions" value={String(pending.length)} error={null} />
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
      <h3>Call a contract</h3>
      <label>
        Token contract
        <input value={token} onChange={(event) => setToken(event.target.value.trim())} />
      </label>
      <Result
        label="Token balance"
        value={balance.data === undefined ? undefined : `${balance.data / TOKEN_DECIMALS} PUSD`}
        error={balance.error}
        onRefresh={() => void balance.refetch()}
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
      <Transaction
        label="Token transfer"
        hash={transfer.data}
        abi={tokenAbi}
        onSuccess={() => void balance.refetch()}
      />

      {/* A transfer to the zero address reverts (ZeroAddress). A fixed gas limit skips the wallet's
          estimate, so the transaction is mined and its receipt reports the revert reason. */}
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
      <Transaction label="Reverted call" hash={reverting.data} abi={tokenAbi} />
    </div>
  )
}

/** The calldata of the token's `transfer(to, value)`: its selector, then both arguments as 32-byte words. */
function transferData(to: string, value: bigint): Address {
  const word = (hex: string) => hex.toLowerCase().padStart(64, '0')
  return `0xa9059cbb${word(to.replace(/^0x/, ''))}${word(value.toString(16))}`
}

/**
 * A batch in one request (EIP-5792 wallet_sendCalls): 0.001 ETH and 1 PUSD to the same recipient. A
 * wallet without EIP-5792 gets the calls one by one (Portkit's fallback); the status reads the same.
 */
function BatchCalls() {
  const [to, setTo] = useState('')
  const capabilities = useCapabilities()
  const batch = useSendCalls()
  const status = useCallsStatus({ id: batch.data?.id })
  const pending = status.data?.status === 'pending'
  const { refetch } = status
  useEffect(() => {
    // Ask again while the calls are not all mined.
    if (!pending) return
    const timer = setTimeout(() => void refetch(), 1_000)
    return () => clearTimeout(timer)
  }, [pending, status.data, refetch])
  const calls = [
    { to: to as Address, value: 10n ** 15n },
    { to: DEVNET_TOKEN as Address, data: transferData(to, TOKEN_DECIMALS) },
  ]
  const supported = capabilities.data && Object.keys(capabilities.data).length > 0
  return (
    <div className="host-action">
      <h3>Send a batch</h3>
      <Result
        label="Wallet batches"
        value={
          capabilities.data === undefined
            ? undefined
            : supported
              ? 'EIP-5792'
              : 'not supported: the calls go one by one'
        }
        error={capabilities.error}
      />
      <label>
        Batch recipient
        <input value={to} onChange={(event) => setTo(event.target.value.trim())} placeholder="0x…" />
      </label>
      <button type="button" disabled={batch.isPending} onClick={() => batch.mutate({ calls })}>
        Send 0.001 ETH and 1 PUSD
      </button>
      <Result label="Batch error" value={undefined} error={batch.error} />
      <Result label="Batch id" value={batch.data?.id} error={null} />
      <Result
        label="Batch status"
        value={
          status.data &&
          `${status.data.status} (${status.data.receipts.map((receipt) => receipt.status).join(', ')})`
        }
        error={status.error}
      />
    </div>
  )
}

/**
 * A transaction's hash, then its receipt: success, the replacement that was mined instead (repriced,
 * cancelled or replaced), or the revert reason ('unknown reason' without one).
 */
function Transaction(props: {
  label: string
  hash: Address | undefined
  abi?: typeof tokenAbi
  onSuccess?: () => void
}) {
  const { label, hash, abi, onSuccess } = props
  const receipt = useWaitForReceipt({ hash, abi })
  // Once per mined transaction, not on every render of the parent.
  const reported = useRef<string>(undefined)
  useEffect(() => {
    if (!receipt.isSuccess || !hash || reported.current === hash) return
    reported.current = hash
    onSuccess?.()
  }, [receipt.isSuccess, hash, onSuccess])
  if (!hash) return null
  const replaced = receipt.data?.replaced
  const status = receipt.isSuccess
    ? replaced
      ? // Sped up or cancelled in the wallet before it was mined: another transaction took its nonce.
        `${replaced.reason}: mined as ${replaced.hash}`
      : 'success'
    : receipt.isError
      ? `reverted: ${receipt.error?.message}`
      : 'waiting for the receipt…'
  return (
    <>
      <Result label={`${label} hash`} value={hash} error={null} />
      <Result label={`${label} receipt`} value={status} error={null} />
    </>
  )
}
