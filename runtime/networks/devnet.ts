import type { Network, NetworkContracts } from '../core/types.ts'
import { BITCOIN_REGTEST_REFERENCE, bitcoinNetwork } from './bitcoin.ts'
import { solanaNetwork } from './solana.ts'

/**
 * Where the devnet puts Multicall3 and the ENS universal resolver (devnet/contracts): the addresses viem
 * knows from mainnet (`viem/chains` mainnet.contracts), so reads on the devnet take the same path as there.
 */
export const DEVNET_CONTRACTS = {
  multicall3: { address: '0xcA11bde05977b3631167028862bE2a173976CA11' },
  ensUniversalResolver: { address: '0xeeeeeeee14d718c2b47d9923deab1335e144eeee' },
} as const satisfies NetworkContracts

/**
 * The two local anvil chains that `portkit dev` starts. The RPC URLs here are placeholders: the
 * generator replaces them with the real ones from `.portkit/devnet.json` (ports are picked at start).
 * Marked as non-testnets because they stand in for production chains during development.
 */
function devnetChain(id: number, name: string, slug: string, contracts: NetworkContracts): Network {
  return {
    id,
    name,
    network: slug,
    caipNetworkId: `eip155:${id}`,
    chainNamespace: 'eip155',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    contracts,
    testnet: false,
  }
}

/** ENS runs on Alpha only (devnet/contracts/deploy-ens.ts); Multicall3 is on every devnet chain. */
export const devnetAlpha = devnetChain(31337, 'Portkit Devnet Alpha', 'devnet-alpha', DEVNET_CONTRACTS)
export const devnetBeta = devnetChain(31338, 'Portkit Devnet Beta', 'devnet-beta', {
  multicall3: DEVNET_CONTRACTS.multicall3,
})

const { blockExplorers: _publicExplorer, ...devnetSolanaBase } = solanaNetwork(
  'B88bDeHF82ezSW7rrheMyQaWV9LQQEpz',
  'Portkit Devnet Solana',
  'devnet-solana',
  'http://127.0.0.1:8899',
  false,
)

/**
 * The Solana chain `portkit dev` starts (litesvm, devnet/solana; no explorer). Its reference is the start
 * of the devnet's fixed genesis hash; the RPC URL is a placeholder the generator replaces from the manifest.
 */
export const devnetSolana: Network = devnetSolanaBase

/**
 * The Bitcoin regtest chain `portkit dev` serves (devnet/bitcoin: a UTXO ledger behind an Esplora-style API;
 * no Bitcoin node installs here). The API URL is a placeholder the generator replaces from the manifest.
 */
export const devnetBitcoin: Network = bitcoinNetwork(
  BITCOIN_REGTEST_REFERENCE,
  'Portkit Devnet Bitcoin',
  'devnet-bitcoin',
  'http://127.0.0.1:18443',
  false,
)
