import {
  BaseError,
  ContractFunctionRevertedError,
  type Account,
  type Address,
  type Chain,
  type Hex,
  type PublicClient,
  type Transport,
  type WalletClient,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { writeContract } from 'viem/actions'
import { grantPermissions } from 'viem/experimental'
import { SESSION_EXECUTE_ABI } from './constants.ts'

/**
 * The chain and wallet work of smart sessions, loaded on first use: the session key (viem's secp256k1),
 * ERC-7715 requests to the connected wallet, and the session key's own transactions, which it signs
 * itself and sends over the network's RPC, so the wallet never prompts for them.
 */

export interface SessionKey {
  address: Address
  privateKey: Hex
}

export function createSessionKey(): SessionKey {
  const privateKey = generatePrivateKey()
  return { privateKey, address: privateKeyToAccount(privateKey).address }
}

export interface GrantRequest {
  key: Address
  target: Address
  limit: bigint
  /** Unix seconds. */
  expiry: number
  gasBudget: bigint
}

/** ERC-7715 wallet_grantPermissions (viem's action): one contract-call permission for the key. */
export async function requestGrant(
  wallet: WalletClient<Transport, Chain, Account>,
  request: GrantRequest,
): Promise<{ pci: Hex; expiry: number }> {
  const granted = await grantPermissions(wallet, {
    expiry: request.expiry,
    signer: { type: 'key', data: { id: request.key } },
    permissions: [
      {
        type: 'contract-call',
        data: { address: request.target, calls: [] },
        policies: [
          { type: 'token-allowance', data: { allowance: request.limit } },
          { type: 'gas-limit', data: { limit: request.gasBudget } },
        ],
        required: true,
      },
    ],
  })
  return { pci: granted.permissionsContext as Hex, expiry: granted.expiry }
}

export interface RevokeRequest {
  pci: Hex
  address: Address
  /** CAIP-2 id of the session's network. */
  chainId: string
  expiry: number
}

/**
 * ERC-7715 wallet_revokePermissions for one session: the wallet answers with its signature over the
 * revocation, which the data API relays on chain (POST /v1/sessions/{address}/revoke).
 */
export async function requestRevoke(
  wallet: WalletClient<Transport, Chain, Account>,
  request: RevokeRequest,
): Promise<Hex> {
  const answer = (await wallet.request(
    {
      method: 'wallet_revokePermissions' as never,
      params: [
        { pci: request.pci, address: request.address, chainId: request.chainId, expiry: request.expiry },
      ] as never,
    },
    { retryCount: 0 },
  )) as unknown
  const signature =
    typeof answer === 'string' ? answer : (answer as { signature?: unknown } | null)?.signature
  if (typeof signature !== 'string' || !/^0x[0-9a-fA-F]+$/.test(signature))
    throw new Error('The wallet did not answer wallet_revokePermissions with a signature')
  return signature as Hex
}

export interface KeyCall {
  account: Address
  pci: Hex
  to: Address
  value: bigint
  data: Hex
}

/** The name of the session contract's error when the chain refused the call, else undefined. */
export function refusalName(error: unknown): string | undefined {
  if (!(error instanceof BaseError)) return undefined
  const reverted = error.walk((cause) => cause instanceof ContractFunctionRevertedError)
  return (reverted as ContractFunctionRevertedError | null)?.data?.errorName
}

/**
 * The session key's transaction: SessionAccount.execute on the account, signed by the key and sent raw
 * (eth_sendRawTransaction). The node estimates it first, so a call the session does not allow is refused
 * by the chain before anything is sent; resolves with the hash.
 */
export function sendWithKey(
  client: PublicClient<Transport, Chain>,
  privateKey: Hex,
  call: KeyCall,
): Promise<Hex> {
  return writeContract(client, {
    account: privateKeyToAccount(privateKey),
    chain: client.chain,
    address: call.account,
    abi: SESSION_EXECUTE_ABI,
    functionName: 'execute',
    args: [call.pci, call.to, call.value, call.data],
  })
}
