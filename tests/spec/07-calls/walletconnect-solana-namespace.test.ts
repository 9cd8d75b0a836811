import { randomBytes } from 'node:crypto'
import { base58 } from '@scure/base'
import { ed25519 } from '@noble/curves/ed25519'
import { Keypair, SystemProgram, Transaction } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { sessionNamespaces } from '../../../runtime/connectors/walletconnect/session-namespaces.ts'
import { withSignature } from '../../../runtime/connectors/walletconnect/solana-signature.ts'
import { walletConnectConnector } from '../../../runtime/connectors/walletconnect/index.ts'
import type { Connector } from '../../../runtime/core/types.ts'
import { devnetAlpha, devnetSolana } from '../../../runtime/networks/devnet.ts'
import { solanaMainnet } from '../../../runtime/networks/solana.ts'
import { testConfig } from '../../support/config.ts'

// Spec sections 6 and 7: the wallet requests of a WalletConnect session include the Solana sign methods
// (solana_signMessage with message and pubkey); section 4: one session's namespaces disconnect together.

const SOLANA_METHODS = ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction']
const offered = (networks = [devnetAlpha, devnetSolana]) => {
  let connectors: Connector[] = []
  walletConnectConnector({ loadSdk: () => Promise.reject(new Error('not in this test')) })({
    config: testConfig({ networks, connectors: ['walletconnect'] }),
  }).watch((list) => (connectors = list))
  return connectors
}

describe('spec 7: a WalletConnect proposal asks for the solana namespace of the configured Solana networks', () => {
  it('EVM and Solana networks: both namespaces, Solana with its CAIP-2 chains, sign methods and RPC URLs', () => {
    const namespaces = sessionNamespaces(
      testConfig({ networks: [devnetAlpha, devnetSolana, solanaMainnet], defaultNetwork: 'eip155:31337' }),
    )
    expect(namespaces.eip155!.chains).toEqual(['eip155:31337'])
    expect(namespaces.solana).toEqual({
      chains: [devnetSolana.caipNetworkId, solanaMainnet.caipNetworkId],
      methods: SOLANA_METHODS,
      events: [],
      rpcMap: {
        [devnetSolana.caipNetworkId]: devnetSolana.rpcUrls.default.http[0],
        [solanaMainnet.caipNetworkId]: solanaMainnet.rpcUrls.default.http[0],
      },
      defaultChain: String(devnetSolana.id),
    })
  })

  it('the default Solana network comes first; an EVM-only config asks for no solana namespace', () => {
    const namespaces = sessionNamespaces(
      testConfig({ networks: [devnetSolana, solanaMainnet], defaultNetwork: solanaMainnet.caipNetworkId }),
    )
    expect(Object.keys(namespaces)).toEqual(['solana'])
    expect(namespaces.solana!.chains[0]).toBe(solanaMainnet.caipNetworkId)
    expect(Object.keys(sessionNamespaces(testConfig()))).toEqual(['eip155'])
  })

  it('a connector per namespace, sharing one pairing (and so one session and its disconnect rule)', () => {
    const [evm, solana, ...rest] = offered()
    expect(rest).toEqual([])
    expect(evm).toMatchObject({ id: 'walletConnect', chain: 'eip155', type: 'WALLET_CONNECT' })
    expect(solana).toMatchObject({ id: 'walletConnect:solana', chain: 'solana', type: 'WALLET_CONNECT' })
    expect(solana!.pairing).toBe(evm!.pairing)
    expect(offered([devnetSolana]).map((connector) => connector.id)).toEqual(['walletConnect:solana'])
  })
})

describe('spec 7: Solana bytes over the relay (base58 keys, messages and signatures; base64 transactions)', () => {
  it("a wallet answering solana_signTransaction with the signature alone: it lands in the signer's slot", () => {
    const payer = Keypair.generate()
    const transaction = new Transaction({
      feePayer: payer.publicKey,
      blockhash: base58.encode(new Uint8Array(randomBytes(32))),
      lastValidBlockHeight: 1,
    }).add(
      SystemProgram.transfer({
        fromPubkey: payer.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: 1,
      }),
    )
    const unsigned = transaction.serialize({ requireAllSignatures: false })
    const signature = ed25519.sign(transaction.serializeMessage(), payer.secretKey.slice(0, 32))
    const signed = Transaction.from(withSignature(unsigned, payer.publicKey.toBase58(), signature))
    expect(signed.verifySignatures()).toBe(true)
    expect(() => withSignature(unsigned, Keypair.generate().publicKey.toBase58(), signature)).toThrow(
      'not for a signer',
    )
  })
})
