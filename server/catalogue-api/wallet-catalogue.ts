import { readFileSync } from 'node:fs'
import { extname } from 'node:path'
import { fileWalletEntry, type CatalogueFile } from '../../runtime/core/catalogue-file.ts'
import type { components } from '../../runtime/services/api/catalogue-api.gen.ts'
import { packageFile } from '../../generator/package-root.ts'

export type WalletEntry = components['schemas']['WalletEntry']

/** A catalogue entry plus what the API filters on but does not return. */
export interface CatalogueWallet extends WalletEntry {
  badge: 'certified' | 'none'
}

export interface WalletImage {
  contentType: `image/${string}`
  bytes: string | Uint8Array
}

/** What the catalogue API serves: the wallets in order, and their icons by image_id. */
export interface WalletCatalogue {
  wallets: CatalogueWallet[]
  image(imageId: string): WalletImage | undefined
}

const ICON_TYPES: Record<string, `image/${string}`> = { '.svg': 'image/svg+xml', '.png': 'image/png' }

/**
 * Portkit's own catalogue (catalogue/wallets.json), the one a host's modal bundles when it runs no
 * catalogue service, served as the service's contract has it. Icons are the catalogue's own files, by
 * wallet id.
 */
export function portkitWalletCatalogue(): WalletCatalogue {
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
    wallets,
    image(imageId) {
      const icon = icons.get(imageId)
      const contentType = icon && ICON_TYPES[extname(icon)]
      if (!icon || !contentType) return undefined
      return { contentType, bytes: new Uint8Array(readFileSync(packageFile(`catalogue/${icon}`))) }
    },
  }
}
