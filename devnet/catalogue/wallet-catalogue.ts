import { readFileSync } from 'node:fs'
import { extname } from 'node:path'
import { fileWalletEntry, type CatalogueFile } from '../../runtime/core/catalogue-file.ts'
import type { components } from '../../runtime/services/api/catalogue-api.gen.ts'
import { packageFile } from '../../generator/package-root.ts'
import { drawImage, SVG_CONTENT_TYPE } from './images.ts'

export type WalletEntry = components['schemas']['WalletEntry']

/** A catalogue entry plus what the API filters on but does not return. */
export interface CatalogueWallet extends WalletEntry {
  badge: 'certified' | 'none'
}

export interface WalletImage {
  contentType: `image/${string}`
  bytes: string | Uint8Array
}

/** What the devnet's catalogue API serves: the wallets in order, and their icons by image_id. */
export interface DevnetWalletCatalogue {
  wallets: CatalogueWallet[]
  image(imageId: string): WalletImage | undefined
}

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

const ICON_TYPES: Record<string, `image/${string}`> = { '.svg': 'image/svg+xml', '.png': 'image/png' }

/**
 * Portkit's own catalogue (catalogue/wallets.json), the one a host's modal bundles when it runs no
 * catalogue service, served as the service's contract has it, after the test wallet. Icons are the
 * catalogue's own files, by wallet id.
 */
export function portkitWalletCatalogue(): DevnetWalletCatalogue {
  const file = JSON.parse(readFileSync(packageFile('catalogue/wallets.json'), 'utf8')) as CatalogueFile
  const icons = new Map(file.wallets.flatMap((wallet) => (wallet.icon ? [[wallet.id, wallet.icon]] : [])))
  const wallets = file.wallets.map((wallet): CatalogueWallet => {
    const entry = fileWalletEntry(wallet)
    return {
      id: entry.id,
      name: entry.name,
      rdns: entry.rdns ?? null,
      image_id: entry.id,
      chains: entry.chains ?? [],
      mobile_link: entry.mobile_link ?? null,
      desktop_link: entry.desktop_link ?? null,
      webapp_link: entry.webapp_link ?? null,
      ...(entry.homepage ? { homepage: entry.homepage } : {}),
      ...(entry.stores ? { stores: entry.stores } : {}),
      badge: 'none',
    }
  })
  return {
    wallets: [TEST_WALLET, ...wallets],
    image(imageId) {
      const icon = icons.get(imageId)
      const contentType = icon && ICON_TYPES[extname(icon)]
      if (!icon || !contentType) return testWalletImage(imageId)
      return { contentType, bytes: new Uint8Array(readFileSync(packageFile(`catalogue/${icon}`))) }
    },
  }
}
