import type { DevnetManifest } from '../manifest.ts'
import type { SplFixtureToken } from './spl-fixture.ts'

/**
 * The devnet's fixed genesis hash; its first 32 characters are the chain's CAIP-2 reference, as for the
 * public clusters.
 */
export const DEVNET_SOLANA_GENESIS_HASH = 'B88bDeHF82ezSW7rrheMyQaWV9LQQEpzehy3cDxtoBqT'

/** The devnet's Solana chain as `runtime/networks/devnet.ts` names it (a unit test keeps them in step). */
export const DEVNET_SOLANA = {
  caipNetworkId: `solana:${DEVNET_SOLANA_GENESIS_HASH.slice(0, 32)}`,
  name: 'Portkit Devnet Solana',
} as const

/** The Solana chain as the data API serves it: its id, node and fixture tokens. */
export interface ServedSolanaChain {
  caipNetworkId: string
  name: string
  /** Its JSON-RPC URL (the manifest's `services.solanaRpc`). */
  rpcUrl: string
  tokens: SplFixtureToken[]
}

export type SolanaPart = { served: ServedSolanaChain; stop(): Promise<void> }

/**
 * Starts the Solana chain and names it in the manifest (`services.solanaRpc`, `solana`). Nothing when
 * @solana/web3.js (an optional peer) or litesvm's native build is not installed: an app without Solana
 * networks needs neither, and the generator refuses the devnet Solana network without it.
 */
export async function startSolanaPart(manifest: DevnetManifest): Promise<SolanaPart | undefined> {
  const modules = await Promise.all([import('./start-solana.ts'), import('./solana-accounts.ts')]).catch(
    (error: unknown) => {
      if ((error as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND') return undefined
      throw error
    },
  )
  if (!modules) return undefined
  const [{ startSolana }, { solanaTestAccounts }] = modules
  const node = await startSolana(DEVNET_SOLANA_GENESIS_HASH)
  if (!node) return undefined
  manifest.services.solanaRpc = node.rpcUrl
  const tokens = node.tokens.map(({ address, name, symbol, decimals }) => ({
    address,
    name,
    symbol,
    decimals,
  }))
  manifest.solana = { ...DEVNET_SOLANA, accounts: solanaTestAccounts(), tokens }
  return {
    served: {
      ...DEVNET_SOLANA,
      rpcUrl: node.rpcUrl,
      tokens: node.tokens,
    },
    stop: node.stop,
  }
}
