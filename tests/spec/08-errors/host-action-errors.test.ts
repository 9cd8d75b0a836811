import { BaseError, ChainMismatchError, encodeFunctionData, erc20Abi, parseEther, type Address } from 'viem'
import { describe, expect, it } from 'vitest'
import { fixtureTokenArtifact } from '../../../devnet/contracts/fixture-token.artifact.ts'
import {
  estimateGas,
  getTransaction,
  getTransactionReceipt,
  sendTransaction,
  signMessage,
  signTypedData,
  waitForReceipt,
  writeContract,
} from '../../../runtime/controllers/actions/index.ts'
import {
  EstimateGasError,
  InsufficientFundsError,
  NonceTooLowError,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
  TransactionRevertedError,
  UserRejectedError,
} from '../../../runtime/core/errors.ts'
import { anvilHost } from '../../support/host-wallet.ts'

/**
 * Spec section 8 for the host actions (issue 11): a wallet's or node's failure reaches the host as the
 * catalogue's class: user rejection (4001), chain mismatch, insufficient funds, nonce too low (viem's
 * library errors, surfaced as they are, not wrapped), 'error estimating gas', and a call that reverts with
 * its reason. Against a real anvil; the wallet forwards to it (anvil signs for its unlocked accounts).
 */

const host = anvilHost({ tokenSupply: 10n ** 21n, connect: 'each' })
const { receiver } = host
const ZERO = '0x0000000000000000000000000000000000000000'
/** A transaction hash no chain has seen. */
const UNKNOWN = `0x${'ab'.repeat(32)}` as const

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  )
const rejected = () => {
  throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
}
const transfer = (to: Address, amount: bigint) =>
  ({ address: host.token, abi: erc20Abi, functionName: 'transfer', args: [to, amount] }) as const

describe('spec 8: user rejection', () => {
  it.each([
    ['signMessage', 'personal_sign', () => signMessage(host.portkit, { message: 'hello' })],
    [
      'signTypedData',
      'eth_signTypedData_v4',
      () =>
        signTypedData(host.portkit, {
          domain: { name: 'Portkit', chainId: 31337 },
          types: { Hello: [{ name: 'to', type: 'address' }] },
          primaryType: 'Hello',
          message: { to: receiver },
        }),
    ],
    [
      'sendTransaction',
      'eth_sendTransaction',
      () => sendTransaction(host.portkit, { to: receiver, value: 1n }),
    ],
    ['writeContract', 'eth_sendTransaction', () => writeContract(host.portkit, transfer(receiver, 1n))],
  ] as const)("%s: the wallet's 4001 is UserRejectedError", async (_action, method, run) => {
    host.wallet.answers[method] = rejected
    const error = await failure(run())
    expect(error).toBeInstanceOf(UserRejectedError)
    expect((error as UserRejectedError).shortMessage).toBe('User rejected the request')
  })
})

describe('spec 8: library errors surfaced as they are', () => {
  it('a wallet on another chain than the active network is ChainMismatchError, and no send is asked', async () => {
    host.wallet.answers.eth_chainId = () => '0x7a6a'
    const error = await failure(sendTransaction(host.portkit, { to: receiver, value: 1n }))
    expect(error).toBeInstanceOf(ChainMismatchError)
    expect((error as ChainMismatchError).shortMessage).toBe(
      'The current chain of the wallet (id: 31338) does not match the target chain for the transaction (id: 31337 – Portkit Devnet Alpha).',
    )
    expect(host.wallet.methods).not.toContain('eth_sendTransaction')
  })

  it('more than the balance is InsufficientFundsError', async () => {
    const error = await failure(sendTransaction(host.portkit, { to: receiver, value: parseEther('1000000') }))
    expect(error).toBeInstanceOf(InsufficientFundsError)
    expect((error as InsufficientFundsError).shortMessage).toBe(
      'The total cost (gas * gas fee + value) of executing this transaction exceeds the balance of the account.',
    )
  })

  it('a used nonce is NonceTooLowError', async () => {
    await waitForReceipt(host.portkit, {
      hash: await sendTransaction(host.portkit, { to: receiver, value: 1n }),
    })
    const error = await failure(sendTransaction(host.portkit, { to: receiver, value: 1n, nonce: 0 }))
    expect(error).toBeInstanceOf(NonceTooLowError)
    expect((error as NonceTooLowError).shortMessage).toBe(
      'Nonce provided for the transaction is lower than the current nonce of the account.\nTry increasing the nonce or find the latest nonce with `getTransactionCount`.',
    )
  })
})

describe("spec 8: 'error estimating gas' and reverts", () => {
  it("an estimate the node refuses is EstimateGasError, 'error estimating gas'", async () => {
    const error = await failure(
      // FixtureToken refuses a transfer to the zero address (custom error ZeroAddress).
      estimateGas(host.portkit, { to: host.token, data: encodeFunctionData(transfer(ZERO, 1n)) }),
    )
    expect(error).toBeInstanceOf(EstimateGasError)
    expect((error as EstimateGasError).shortMessage).toBe('error estimating gas')
    // As viem's errors do: walk() reaches the node's refusal through the causes, details are its words.
    const estimate = error as EstimateGasError
    const fromViem = estimate.walk((cause) => cause instanceof BaseError) as BaseError | null
    expect(fromViem).toBeInstanceOf(BaseError)
    expect(estimate.walk((cause) => cause instanceof EstimateGasError)).toBe(estimate)
    expect(estimate.walk(() => false)).toBeNull()
    const innermost = estimate.walk() as Error
    expect(innermost).not.toBe(estimate)
    expect((innermost as { cause?: unknown }).cause ?? undefined).toBeUndefined()
    expect(estimate.details).toBe((innermost as BaseError).details || innermost.message)
    expect(estimate.details).toMatch(/revert/i)
  })

  it('a contract write the node says reverts is TransactionRevertedError with the decoded reason', async () => {
    const error = await failure(
      writeContract(host.portkit, {
        address: host.token,
        abi: fixtureTokenArtifact.abi,
        functionName: 'transfer',
        args: [ZERO, 1n],
      }),
    )
    expect(error).toBeInstanceOf(TransactionRevertedError)
    expect((error as Error).message).toBe('ZeroAddress()')
  })
})

describe('spec 8: transaction not found, receipt not found', () => {
  it("a hash the network does not know: viem's TransactionNotFoundError and TransactionReceiptNotFoundError", async () => {
    const notFound = await failure(getTransaction(host.portkit, { hash: UNKNOWN }))
    expect(notFound).toBeInstanceOf(TransactionNotFoundError)
    expect((notFound as TransactionNotFoundError).shortMessage).toBe(
      `Transaction with hash "${UNKNOWN}" could not be found.`,
    )
    const noReceipt = await failure(getTransactionReceipt(host.portkit, { hash: UNKNOWN }))
    expect(noReceipt).toBeInstanceOf(TransactionReceiptNotFoundError)
    expect((noReceipt as TransactionReceiptNotFoundError).shortMessage).toBe(
      `Transaction receipt with hash "${UNKNOWN}" could not be found. The Transaction may not be processed on a block yet.`,
    )
  })

  it('a mined transaction: the network answers with it and its receipt', async () => {
    const hash = await sendTransaction(host.portkit, { to: receiver, value: 7n })
    await waitForReceipt(host.portkit, { hash })
    expect(await getTransaction(host.portkit, { hash, caipNetworkId: 'eip155:31337' })).toMatchObject({
      hash,
      from: host.account.toLowerCase(),
      to: receiver.toLowerCase(),
      value: 7n,
    })
    expect(await getTransactionReceipt(host.portkit, { hash })).toMatchObject({
      transactionHash: hash,
      status: 'success',
    })
  })
})
