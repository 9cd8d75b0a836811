import { ed25519 } from '@noble/curves/ed25519'
import { hkdf } from '@noble/hashes/hkdf'
import { sha256 } from '@noble/hashes/sha256'
import { base58, base64 } from '@scure/base'
import { hexToBytes, type Hex } from 'viem'
import { SOLANA_PROVIDER_METHODS } from '../../../runtime/core/solana-provider-methods.ts'
import { parseSolanaTransaction } from '../../../runtime/core/solana-wire.ts'
import { withSignature } from '../../../runtime/connectors/walletconnect/solana-signature.ts'
import type { FrameUser } from '../../../runtime/connectors/auth/frame-protocol.ts'
import type { FrameConfig } from './frame-config.ts'
import type { FrameSession } from './key-store.ts'

/**
 * Domain separation of the Solana key: derived one way from the account's EVM key, so it is the same on
 * every device that restores that key from the backup, and knowing it tells nothing of the EVM key.
 */
const SOLANA_KEY_INFO = 'portkit embedded wallet: solana ed25519 v1'

/** The account's ed25519 seed, derived (HKDF-SHA256) from its backed-up EVM private key. */
export function solanaSeed(evmPrivateKey: Hex): Uint8Array {
  return hkdf(sha256, hexToBytes(evmPrivateKey), undefined, SOLANA_KEY_INFO, 32)
}

interface SolanaParams {
  message?: unknown
  transaction?: unknown
  pubkey?: unknown
  sendOptions?: { preflightCommitment?: unknown }
}

function bytesOf(value: unknown, what: string): Uint8Array {
  if (!(value instanceof Uint8Array)) throw new TypeError(`The ${what} must be bytes`)
  return value
}

/** The embedded wallet's Solana account: signs in the frame with the derived key that never leaves it. */
export function frameSolanaWallet(config: FrameConfig, evmPrivateKey: Hex) {
  const seed = solanaSeed(evmPrivateKey)
  const address = base58.encode(ed25519.getPublicKey(seed))

  function signTransaction(params: SolanaParams): Uint8Array {
    if (params.pubkey !== address) throw new Error('The address is not this wallet')
    const unsigned = bytesOf(params.transaction, 'transaction')
    const { message } = parseSolanaTransaction(unsigned)
    return withSignature(unsigned, address, ed25519.sign(message, seed))
  }

  /** Sends through the devnet Solana RPC the frame is configured with, the only cluster it reaches. */
  async function send(chain: string, signed: Uint8Array, commitment: unknown): Promise<string> {
    if (!config.solana || config.solana.caipNetworkId !== chain) throw new Error('Chain is not supported')
    const response = await fetch(config.solana.rpcUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'sendTransaction',
        params: [
          base64.encode(signed),
          {
            encoding: 'base64',
            preflightCommitment: typeof commitment === 'string' ? commitment : 'confirmed',
          },
        ],
      }),
    })
    const answer = (await response.json()) as { result?: string; error?: { message?: string } }
    if (typeof answer.result !== 'string')
      throw new Error(answer.error?.message ?? 'The transaction was not sent')
    return answer.result
  }

  return {
    address,
    /** `chain` is the CAIP-2 id of the network the page is on. */
    async request(chain: string, method: string, raw: unknown): Promise<unknown> {
      const params = (raw ?? {}) as SolanaParams
      switch (method) {
        case SOLANA_PROVIDER_METHODS.signMessage:
          if (params.pubkey !== address) throw new Error('The address is not this wallet')
          return { signature: ed25519.sign(bytesOf(params.message, 'message'), seed) }
        case SOLANA_PROVIDER_METHODS.signTransaction:
          return { transaction: signTransaction(params) }
        case SOLANA_PROVIDER_METHODS.signAndSendTransaction:
          return {
            signature: await send(chain, signTransaction(params), params.sendOptions?.preflightCommitment),
          }
        default:
          throw new Error(`${method} is not supported by the embedded Solana wallet`)
      }
    },
  }
}

/**
 * GET_USER and RPC_REQUEST for a Solana chainId (a CAIP-2 reference): the same login's Solana account.
 * It has no smart account: the user reports the one ed25519 account.
 */
export function frameSolanaAccount(
  config: FrameConfig,
  session: () => Promise<FrameSession>,
  evmKey: () => Promise<Hex>,
) {
  const wallet = async () => frameSolanaWallet(config, await evmKey())
  return {
    async user(reference: string): Promise<FrameUser> {
      const { email, userName } = await session()
      const { address } = await wallet()
      return {
        email: email ?? null,
        ...(userName ? { userName } : {}),
        chainId: reference,
        address,
        accounts: [{ address, type: 'eoa' }],
        preferredAccountType: 'eoa',
        smartAccountDeployed: false,
      }
    },
    request: async (reference: string, method: string, params: unknown) =>
      (await wallet()).request(`solana:${reference}`, method, params),
  }
}
