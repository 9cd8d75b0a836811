import { drawImage, SVG_CONTENT_TYPE } from '../../server/catalogue-api/drawn-images.ts'
import {
  portkitWalletCatalogue,
  type CatalogueWallet,
  type WalletCatalogue,
  type WalletImage,
} from '../../server/catalogue-api/wallet-catalogue.ts'

/** The test wallet the e2e suite injects over EIP-6963; it must be in the catalogue to be listed. */
export const TEST_WALLET_RDNS = 'dev.portkit.testwallet'

const TEST_WALLET_ID = 'portkit-test-wallet'

/** The devnet's own wallet, first in every devnet catalogue: the e2e suite's injected wallet. */
export const TEST_WALLET: CatalogueWallet = {
  id: TEST_WALLET_ID,
  name: 'Portkit Test Wallet',
  rdns: TEST_WALLET_RDNS,
  image_id: TEST_WALLET_ID,
  chains: ['eip155:1', 'eip155:31337', 'eip155:31338'],
  mobile_link: null,
  desktop_link: null,
  webapp_link: null,
  badge: 'certified',
}

/** The test wallet's icon, drawn. */
export function testWalletImage(imageId: string): WalletImage | undefined {
  return imageId === TEST_WALLET_ID
    ? { contentType: SVG_CONTENT_TYPE, bytes: drawImage('asset', TEST_WALLET_ID, 'Portkit Test') }
    : undefined
}

/** What the devnet's catalogue API serves unless a test gives another: the test wallet, then Portkit's own. */
export function devnetWalletCatalogue(): WalletCatalogue {
  const portkit = portkitWalletCatalogue()
  return {
    wallets: [TEST_WALLET, ...portkit.wallets],
    image: (imageId) => portkit.image(imageId) ?? testWalletImage(imageId),
  }
}
