// @vitest-environment happy-dom
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it, vi } from 'vitest'
import { frameSolanaWallet } from '../../../server/frame/app/frame-solana-wallet.ts'
import { authConnector } from '../../../runtime/connectors/auth/auth-connector.ts'
import { createAuthProvider, type AuthProviderHooks } from '../../../runtime/connectors/auth/auth-provider.ts'
import {
  createAuthSolanaProvider,
  solanaUserOf,
} from '../../../runtime/connectors/auth/auth-solana-provider.ts'
import { isSolanaChainReference } from '../../../runtime/connectors/auth/frame-protocol.ts'
import { RpcMethodNotAllowedError } from '../../../runtime/core/errors.ts'
import type { Connector } from '../../../runtime/core/types.ts'
import { approvalAction, approvalDetails } from '../../../runtime/features/email/approval-details.ts'
import { EMAIL_STRINGS } from '../../../runtime/features/email/strings.ts'
import { devnetAlpha, devnetSolana } from '../../../runtime/networks/devnet.ts'
import { testConfig } from '../../support/config.ts'

// Spec section 1: "Auth login is limited to eip155 and solana": the embedded wallet has a Solana account
// too. Section 6: its Solana sign methods are unsafe (approved in ApproveTransaction).

const REFERENCE = String(devnetSolana.id)
const config = { authUrl: 'http://127.0.0.1:1', chains: [] }

/** An unsigned SOL transfer from `from`, serialised as the Solana adapter sends it. */
function transfer(from: string, to: string, lamports: number): Uint8Array {
  const transaction = new Transaction({
    feePayer: new PublicKey(from),
    blockhash: base58.encode(new Uint8Array(32).fill(7)),
    lastValidBlockHeight: 1,
  }).add(SystemProgram.transfer({ fromPubkey: new PublicKey(from), toPubkey: new PublicKey(to), lamports }))
  return transaction.serialize({ requireAllSignatures: false })
}

describe('the frame: a Solana ed25519 key beside the EVM key', () => {
  const evmKey = generatePrivateKey()

  it('is derived from the backed-up EVM key: the same on every device, apart from the EVM key', () => {
    const one = frameSolanaWallet(config, evmKey)
    expect(frameSolanaWallet(config, evmKey).address).toBe(one.address)
    expect(base58.decode(one.address)).toHaveLength(32)
    expect(frameSolanaWallet(config, generatePrivateKey()).address).not.toBe(one.address)
    // Not the EVM key used as an ed25519 seed: a domain-separated derivation.
    const raw = ed25519.getPublicKey(Buffer.from(evmKey.slice(2), 'hex'))
    expect(one.address).not.toBe(base58.encode(raw))
    expect(one.address).not.toBe(privateKeyToAccount(evmKey).address)
  })

  it('signs a message with an ed25519 signature that verifies against its address', async () => {
    const wallet = frameSolanaWallet(config, evmKey)
    const message = new TextEncoder().encode('Hello from Portkit')
    const { signature } = (await wallet.request(devnetSolana.caipNetworkId, 'solana_signMessage', {
      message,
      pubkey: wallet.address,
    })) as { signature: Uint8Array }
    expect(ed25519.verify(signature, message, base58.decode(wallet.address))).toBe(true)
  })

  it('signs a serialised transaction in its own signature slot', async () => {
    const wallet = frameSolanaWallet(config, evmKey)
    const unsigned = transfer(wallet.address, Keypair.generate().publicKey.toBase58(), 5_000)
    const { transaction } = (await wallet.request(devnetSolana.caipNetworkId, 'solana_signTransaction', {
      transaction: unsigned,
      pubkey: wallet.address,
    })) as { transaction: Uint8Array }
    expect(Transaction.from(transaction).verifySignatures()).toBe(true)
  })

  it('refuses another address, a network it cannot send on, and other methods', async () => {
    const wallet = frameSolanaWallet(config, evmKey)
    const other = Keypair.generate().publicKey.toBase58()
    const message = new Uint8Array([1])
    await expect(
      wallet.request(devnetSolana.caipNetworkId, 'solana_signMessage', { message, pubkey: other }),
    ).rejects.toThrow('The address is not this wallet')
    await expect(
      wallet.request(devnetSolana.caipNetworkId, 'solana_signAndSendTransaction', {
        transaction: transfer(wallet.address, other, 1),
        pubkey: wallet.address,
      }),
    ).rejects.toThrow('Chain is not supported')
    await expect(
      wallet.request(devnetSolana.caipNetworkId, 'solana_signAllTransactions', {}),
    ).rejects.toThrow('not supported')
  })

  it('tells a Solana chainId (CAIP-2 reference) from an EVM one', () => {
    expect(isSolanaChainReference(REFERENCE)).toBe(true)
    expect(isSolanaChainReference(31337)).toBe(false)
    expect(isSolanaChainReference('31337')).toBe(false)
  })
})

const FRAME_OPTIONS = {
  frameUrl: 'http://127.0.0.1:1',
  projectId: 'p',
  chainId: 31337,
  version: '0',
  enableLogger: false,
  dappData: { metadata: testConfig().metadata, projectId: 'p', sdkVersion: '0', sdkType: 'portkit' },
}

describe('the runtime: the auth connector gives the Solana adapter the login Solana account', () => {
  function setup(used = true) {
    const asked: [string, unknown][] = []
    const frame = {
      loaded: true,
      destroy: () => undefined,
      request: vi.fn(async (type: string, payload?: unknown) => {
        asked.push([type, payload])
        if (type === 'IS_CONNECTED') return { isConnected: true }
        if (type === 'SIGN_OUT') return {}
        if (type === 'GET_USER')
          return { address: 'So1ana', chainId: REFERENCE, email: 'visitor@example.com' }
        if (type === 'RPC_REQUEST') return { signature: new Uint8Array([9]) }
        throw new Error(`unexpected ${type}`)
      }),
    }
    const gated: string[] = []
    const hooks: AuthProviderHooks = {
      gate: (method, _params, send) => (gated.push(method), send()),
      mayRestore: async () => used,
      onSignedOut: vi.fn(async () => undefined),
      onRefused: () => undefined,
    }
    // The login's real auth API over the scripted frame: the Solana account shares its rules and sign-out.
    const { auth } = createAuthProvider(FRAME_OPTIONS, () => frame as never)
    auth.setHooks(hooks)
    const provider = createAuthSolanaProvider(frame as never, auth, REFERENCE)
    return { provider, asked, gated, hooks, auth }
  }

  it('connects with the frame user of the Solana network and signs through the approval gate', async () => {
    const { provider, asked, gated, auth } = setup()
    expect(await provider.request({ method: 'solana_requestAccounts' })).toEqual(['So1ana'])
    // The login's email is the same on Solana: Account settings reads it from this user.
    expect(solanaUserOf(auth)?.email).toBe('visitor@example.com')
    expect(asked[0]).toEqual(['GET_USER', { chainId: REFERENCE }])
    const params = { message: new Uint8Array([1]), pubkey: 'So1ana' }
    await provider.request({ method: 'solana_signMessage', params })
    expect(gated).toEqual(['solana_signMessage'])
    expect(asked.at(-1)).toEqual([
      'RPC_REQUEST',
      { method: 'solana_signMessage', params, chainId: REFERENCE },
    ])
    await expect(provider.request({ method: 'solana_signAllTransactions' })).rejects.toBeInstanceOf(
      RpcMethodNotAllowedError,
    )
  })

  it('restores only a login that was used, and signs out in the frame on disconnect', async () => {
    expect(await setup(false).provider.request({ method: 'solana_accounts' })).toEqual([])
    const { provider, asked, hooks } = setup()
    expect(await provider.request({ method: 'solana_accounts' })).toEqual(['So1ana'])
    await provider.request({ method: 'solana_disconnect' })
    expect(asked.at(-1)).toEqual(['SIGN_OUT', undefined])
    expect(hooks.onSignedOut).toHaveBeenCalledOnce()
  })

  it('lists a Solana auth connector only when the app has a Solana network', () => {
    const listed = (networks: (typeof devnetAlpha | typeof devnetSolana)[]) => {
      let connectors: Connector[] = []
      const config = testConfig({
        networks,
        services: { ...testConfig().services, secureFrame: 'http://127.0.0.1:1' },
      })
      authConnector()({ config }).watch((list) => (connectors = list))
      return connectors.map((connector) => `${connector.id}@${connector.chain}`)
    }
    expect(listed([devnetAlpha])).toEqual(['auth@eip155'])
    expect(listed([devnetAlpha, devnetSolana])).toEqual(['auth@eip155', 'auth:solana@solana'])
  })
})

describe('ApproveTransaction shows what a Solana request does', () => {
  const t = (key: keyof typeof EMAIL_STRINGS) => EMAIL_STRINGS[key]

  it('a message as its text, a transfer as its receiver and exact SOL amount', () => {
    const message = new TextEncoder().encode('Hello from Portkit')
    expect(approvalDetails('solana_signMessage', { message, pubkey: 'x' }, t)).toEqual([
      ['Message', 'Hello from Portkit'],
    ])
    const from = Keypair.generate().publicKey.toBase58()
    const to = Keypair.generate().publicKey.toBase58()
    expect(
      approvalDetails('solana_signAndSendTransaction', { transaction: transfer(from, to, 1_234_500_001) }, t),
    ).toEqual([
      ['To', to],
      ['Amount', '1.234500001 SOL'],
    ])
    expect(approvalAction('solana_signAndSendTransaction')).toBe('action_eth_sendTransaction')
    expect(approvalAction('solana_signMessage')).toBe('action_personal_sign')
  })
})
