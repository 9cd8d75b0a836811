import { expect, type Locator } from '@playwright/test'
import {
  createPublicClient,
  erc20Abi,
  http,
  parseEther,
  verifyMessage,
  verifyTypedData,
  type Address,
  type Hex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { DevnetManifest } from '../../../devnet/manifest.ts'

/**
 * Issue 11's host scenario, step by step, on a page section that offers it: the template's own actions
 * (src/HostActions.tsx, on portkit/react's hooks) or its wagmi example (react-vite-wagmi's
 * src/WagmiExample.tsx, on wagmi's hooks). Both label their inputs, buttons and results alike, so each
 * step drives either one, whatever wallet is connected, and checks the outcome on chain.
 */
export interface HostSection {
  /** The page section with the actions. */
  region: Locator
  /** The devnet the page talks to (chain 31337's RPC, its PUSD token). */
  manifest: DevnetManifest
  /** The connected account. */
  address: Address
}

/** The typed data both template pages sign: a greeting bound to the chain the wallet is on. */
export const greeting = (chainId: number) =>
  ({
    domain: { name: 'Portkit App', version: '1', chainId },
    types: { Greeting: [{ name: 'text', type: 'string' }] },
    primaryType: 'Greeting',
    message: { text: 'Hello from my app' },
  }) as const

const shown = ({ region }: HostSection, label: string) => region.getByLabel(label, { exact: true })

/** A reader of chain 31337, straight from its node. */
export const chainReader = (manifest: DevnetManifest) =>
  createPublicClient({ transport: http(manifest.chains[0]!.rpcUrl) })

/** The devnet's PUSD token on chain 31337. */
export function pusd(manifest: DevnetManifest): Address {
  const token = manifest.tokens?.['eip155:31337']?.find((t) => t.symbol === 'PUSD')
  if (!token) throw new Error('the devnet has no PUSD')
  return token.address as Address
}

export const tokenBalance = (manifest: DevnetManifest, owner: Address) =>
  chainReader(manifest).readContract({
    address: pusd(manifest),
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })

/** Sign: personal_sign of the typed message; the signature verifies against the wallet's address. */
export async function signsMessage(section: HostSection, message: string): Promise<void> {
  await section.region.getByLabel('Message').fill(message)
  await section.region.getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(shown(section, 'Signature')).toHaveText(/^0x[0-9a-f]{130}$/)
  const signature = (await shown(section, 'Signature').textContent()) as Hex
  expect(await verifyMessage({ address: section.address, message, signature })).toBe(true)
}

/** Typed data: eth_signTypedData_v4 of `greeting(31337)`; the signature verifies against the address. */
export async function signsTypedData(section: HostSection): Promise<void> {
  await section.region.getByRole('button', { name: 'Sign typed data' }).click()
  await expect(shown(section, 'Typed data signature')).toHaveText(/^0x[0-9a-f]{130}$/)
  const signature = (await shown(section, 'Typed data signature').textContent()) as Hex
  expect(await verifyTypedData({ address: section.address, ...greeting(31337), signature })).toBe(true)
}

/**
 * Estimate: ETH to the token contract (it has no receive function) cannot be estimated, and the page says
 * so (`failure`); to a person it can: 21000.
 */
export async function estimatesGas(
  section: HostSection,
  receiver: Address,
  failure: string | RegExp,
): Promise<void> {
  await section.region.getByLabel('Recipient', { exact: true }).fill(pusd(section.manifest))
  await section.region.getByRole('button', { name: 'Estimate gas' }).click()
  await expect(shown(section, 'Gas estimate')).toHaveText(failure)
  await section.region.getByLabel('Recipient', { exact: true }).fill(receiver)
  await section.region.getByRole('button', { name: 'Estimate gas' }).click()
  await expect(shown(section, 'Gas estimate')).toHaveText('21000')
}

/** Send 0.01 ETH: the hash, then a success receipt; the balance moved on chain. */
export async function sendsEth(section: HostSection, receiver: Address): Promise<void> {
  const reader = chainReader(section.manifest)
  const before = await reader.getBalance({ address: receiver })
  await section.region.getByLabel('Recipient', { exact: true }).fill(receiver)
  await section.region.getByRole('button', { name: 'Send ETH' }).click()
  await expect(shown(section, 'ETH transfer receipt')).toHaveText('success', { timeout: 30_000 })
  const sent = (await shown(section, 'ETH transfer hash').textContent()) as Hex
  expect((await reader.getTransactionReceipt({ hash: sent })).status).toBe('success')
  expect(await reader.getBalance({ address: receiver })).toBe(before + parseEther('0.01'))
}

/** A JSON-RPC call straight to chain 31337's node (anvil's own methods included). */
async function nodeCall(manifest: DevnetManifest, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(manifest.chains[0]!.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: unknown; error?: { message: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
  return body.result
}

/**
 * A transfer replaced before it is mined, as a wallet's "speed up" does: with the node's automine off the
 * page's 0.01 ETH transfer waits in the pool, the same account sends it again with the same nonce at twice
 * the fee, a block is mined, and the page's receipt names the replacement as viem classes it: repriced.
 */
export async function classifiesReplacement(
  section: HostSection,
  receiver: Address,
  privateKey: Hex,
): Promise<void> {
  const { manifest } = section
  const reader = chainReader(manifest)
  let replacement: Hex
  await nodeCall(manifest, 'evm_setAutomine', [false])
  try {
    await section.region.getByLabel('Recipient', { exact: true }).fill(receiver)
    await section.region.getByRole('button', { name: 'Send ETH' }).click()
    await expect(shown(section, 'ETH transfer hash')).toHaveText(/^0x[0-9a-f]{64}$/)
    await expect(shown(section, 'ETH transfer receipt')).toHaveText('waiting for the receipt…')
    const hash = (await shown(section, 'ETH transfer hash').textContent()) as Hex
    const original = await reader.getTransaction({ hash })
    // The page's receipt wait has read the pending transaction (its sender and nonce) before it goes.
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    const fee = (value: bigint | undefined) => (value ?? 10n ** 9n) * 2n
    const signed = await privateKeyToAccount(privateKey).signTransaction({
      chainId: 31337,
      type: 'eip1559',
      to: original.to!,
      value: original.value,
      data: original.input,
      nonce: original.nonce,
      gas: original.gas,
      maxFeePerGas: fee(original.maxFeePerGas ?? original.gasPrice),
      maxPriorityFeePerGas: fee(original.maxPriorityFeePerGas ?? original.gasPrice),
    })
    replacement = (await nodeCall(manifest, 'eth_sendRawTransaction', [signed])) as Hex
    await nodeCall(manifest, 'evm_mine')
  } finally {
    await nodeCall(manifest, 'evm_setAutomine', [true])
  }
  await expect(shown(section, 'ETH transfer receipt')).toHaveText(`repriced: mined as ${replacement}`, {
    timeout: 30_000,
  })
  expect((await reader.getTransactionReceipt({ hash: replacement })).status).toBe('success')
}

/**
 * readContract shows the holder's PUSD as the chain has it; writeContract transfers 2 PUSD: the receipt
 * is a success, the balances moved, the read follows.
 */
export async function transfersTokens(section: HostSection, receiver: Address): Promise<void> {
  const { manifest, address } = section
  await expect(section.region.getByLabel('Token contract')).toHaveValue(
    new RegExp(`^${pusd(manifest)}$`, 'i'),
  )
  const held = await tokenBalance(manifest, address)
  const received = await tokenBalance(manifest, receiver)
  await expect(shown(section, 'Token balance')).toHaveText(`${held / 10n ** 18n} PUSD`)
  await section.region.getByLabel('Token recipient').fill(receiver)
  await section.region.getByLabel('Token amount').fill('2')
  await section.region.getByRole('button', { name: 'Transfer tokens' }).click()
  await expect(shown(section, 'Token transfer receipt')).toHaveText('success', { timeout: 30_000 })
  expect(await tokenBalance(manifest, receiver)).toBe(received + parseEther('2'))
  expect(await tokenBalance(manifest, address)).toBe(held - parseEther('2'))
  await expect(shown(section, 'Token balance')).toHaveText(`${(held - parseEther('2')) / 10n ** 18n} PUSD`)
}

/** A call that reverts on chain: mined, and the page shows the token's custom error as the reason. */
export async function showsRevertReason(section: HostSection): Promise<void> {
  await section.region.getByRole('button', { name: 'Make a reverted call' }).click()
  await expect(shown(section, 'Reverted call receipt')).toHaveText('reverted: ZeroAddress()', {
    timeout: 30_000,
  })
  const reverted = (await shown(section, 'Reverted call hash').textContent()) as Hex
  expect((await chainReader(section.manifest).getTransactionReceipt({ hash: reverted })).status).toBe(
    'reverted',
  )
}

/**
 * A batch (0.001 ETH and 1 PUSD to a fresh address): the capability check reads `capability` ('EIP-5792',
 * or 'not supported: the calls go one by one'), the status ends 'success (success, success)' and both
 * calls landed on chain. Which requests the wallet got is the caller's to check.
 */
export async function sendsBatch(section: HostSection, to: Address, capability: string): Promise<void> {
  await expect(shown(section, 'Wallet batches')).toHaveText(capability)
  await section.region.getByLabel('Batch recipient').fill(to)
  await section.region.getByRole('button', { name: 'Send 0.001 ETH and 1 PUSD' }).click()
  await expect(shown(section, 'Batch status')).toHaveText('success (success, success)', { timeout: 30_000 })
  expect(await chainReader(section.manifest).getBalance({ address: to })).toBe(parseEther('0.001'))
  expect(await tokenBalance(section.manifest, to)).toBe(parseEther('1'))
}
