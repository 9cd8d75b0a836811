import type { DevnetManifest } from '../manifest.ts'

/** The devnet's Bitcoin chain as `runtime/networks/devnet.ts` names it (a unit test keeps them in step). */
export const DEVNET_BITCOIN = {
  caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
  name: 'Portkit Devnet Bitcoin',
} as const

export type BitcoinPart = { stop(): Promise<void> }

/**
 * Starts the regtest chain's API and names it in the manifest (`services.bitcoinApi`, `bitcoin`); the devnet
 * asks for it only for an app with its Bitcoin network. Nothing when @scure/btc-signer (an optional peer)
 * is not installed: the generator then refuses the devnet Bitcoin network, saying what to install.
 */
export async function startBitcoinPart(manifest: DevnetManifest): Promise<BitcoinPart | undefined> {
  const modules = await Promise.all([import('./start-bitcoin.ts'), import('./bitcoin-accounts.ts')]).catch(
    (error: unknown) => {
      if ((error as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND') return undefined
      throw error
    },
  )
  if (!modules) return undefined
  const [{ startBitcoinApi }, { bitcoinTestAccounts }] = modules
  const api = await startBitcoinApi()
  manifest.services.bitcoinApi = api.url
  manifest.bitcoin = { ...DEVNET_BITCOIN, accounts: bitcoinTestAccounts() }
  return api
}
