import {
  concat,
  encodeFunctionData,
  parseEventLogs,
  type Account,
  type Address,
  type Chain,
  type Hex,
  type PublicClient,
  type Transport,
  type WalletClient,
} from 'viem'
import { getCode, sendTransaction, signAuthorization, waitForTransactionReceipt } from 'viem/actions'
import { sessionAccountArtifact } from './session-account.artifact.ts'

/**
 * The wallet side of the devnet's smart sessions (SessionAccount.sol): what a wallet does to answer
 * ERC-7715 wallet_grantPermissions (delegate the account's code with EIP-7702, then grant from the account
 * itself) and wallet_revokePermissions (sign the EIP-712 revocation the data API relays).
 */

export const SESSION_ACCOUNT_ABI = sessionAccountArtifact.abi
/** Fixed: estimating a transaction that carries an authorization list is not worth a round trip here. */
const GRANT_GAS = 300_000n

export interface SessionGrant {
  /** The session key: the only sender SessionAccount.execute accepts for this session. */
  key: Address
  /** The one address the key may call. */
  target: Address
  /** Native value, in wei, the key may spend in all. */
  limit: bigint
  /** Unix seconds. */
  expiry: number
  /** Who asked (the site's origin); listed with the session. */
  app: string
  /** Wei sent on to the key with the grant, for its own gas. */
  gasBudget: bigint
}

/** The code an account has once it delegates to `delegate` (EIP-7702: 0xef0100 ++ address). */
export function delegationCode(delegate: Address): Hex {
  return concat(['0xef0100', delegate])
}

/**
 * Grants a session from `wallet`'s account: one transaction to itself that carries the EIP-7702
 * authorization (when the account does not delegate to SessionAccount yet) and the grantSession call.
 * Resolves with the session id (permissions context) once mined.
 */
export async function sendSessionGrant(
  wallet: WalletClient<Transport, Chain, Account>,
  client: PublicClient,
  delegate: Address,
  grant: SessionGrant,
): Promise<{ pci: Hex; hash: Hex }> {
  const self = wallet.account.address
  const code = await getCode(client, { address: self })
  const delegated = code?.toLowerCase() === delegationCode(delegate).toLowerCase()
  const authorizationList = delegated
    ? undefined
    : [await signAuthorization(wallet, { contractAddress: delegate, executor: 'self' })]
  const hash = await sendTransaction(wallet, {
    to: self,
    data: encodeFunctionData({
      abi: SESSION_ACCOUNT_ABI,
      functionName: 'grantSession',
      args: [grant.key, grant.target, grant.limit, BigInt(grant.expiry), grant.app],
    }),
    value: grant.gasBudget,
    gas: GRANT_GAS,
    ...(authorizationList ? { authorizationList } : {}),
  } as Parameters<typeof sendTransaction>[1])
  const receipt = await waitForTransactionReceipt(client, { hash, pollingInterval: 50 })
  const granted = parseEventLogs({
    abi: SESSION_ACCOUNT_ABI,
    logs: receipt.logs,
    eventName: 'SessionGranted',
  })
  const pci = granted[0]?.args.pci
  if (receipt.status !== 'success' || !pci) throw new Error(`The session grant ${hash} reverted`)
  return { pci, hash }
}
