/** Local stand-ins for what the runtime talks to. Node only: never import this from `runtime/`. */
export { FUNDED_ACCOUNT_COUNT, TEST_MNEMONIC, testAccounts, type TestAccount } from './accounts.ts'
export {
  AnvilStartError,
  anvilBinaryPath,
  startAnvil,
  type AnvilNode,
  type StartAnvilOptions,
} from './anvil.ts'
export { getFreePort } from './free-port.ts'
export {
  DevnetManifestError,
  manifestPath,
  readManifest,
  removeManifest,
  validateManifest,
  writeManifest,
  type DevnetManifest,
  type DevnetManifestAccount,
  type DevnetManifestChain,
  type DevnetManifestEns,
  type DevnetManifestEnsName,
  type DevnetManifestSolana,
  type DevnetManifestToken,
} from './manifest.ts'
export { DEVNET_CHAINS, startDevnet, type Devnet, type StartDevnetOptions } from './start-devnet.ts'
export { devnetDbDir, type DevnetServiceUrls } from './services/devnet-services.ts'
export { TEST_WALLET_RDNS } from './catalogue/wallet-catalogue.ts'
export type { WalletCatalogue } from '../server/catalogue-api/wallet-catalogue.ts'
export { DEVNET_SOLANA } from './solana/solana-part.ts'
