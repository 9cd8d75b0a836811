import type { CustomWallet } from '../../runtime/config/index.ts'
import {
  expectArray,
  expectHttpUrl,
  expectIdList,
  expectImageUrl,
  expectKnownKeys,
  expectNonEmptyString,
  expectObject,
  expectUrl,
  fail,
} from './checks.ts'

/** Catalogue filters (spec section 3): distinct ids, and no id both kept and dropped. */
export function resolveExcludeWalletIds(value: unknown, includeWalletIds: string[]): string[] {
  const ids = expectIdList(value, 'excludeWalletIds')
  ids.forEach((id, i) => {
    if (includeWalletIds.includes(id)) fail(`excludeWalletIds[${i}]`, `${id} is also in includeWalletIds`)
  })
  return ids
}

// Store pages and homepages are web pages; the app links may be deep links (`wallet://`).
const WEB_LINKS = ['homepage', 'app_store', 'play_store', 'chrome_store'] as const
const APP_LINKS = ['mobile_link', 'desktop_link', 'webapp_link'] as const
const WALLET_KEYS = ['id', 'name', 'image_url', 'rdns', ...WEB_LINKS, ...APP_LINKS] as const

/** Wallets the host adds to the catalogue; rebuilt in a fixed key order for byte-stable output. */
export function resolveCustomWallets(value: unknown): CustomWallet[] {
  const wallets = expectArray(value, 'customWallets').map((entry, i) =>
    resolveWallet(entry, `customWallets[${i}]`),
  )
  wallets.forEach((wallet, i) => {
    const first = wallets.findIndex((other) => other.id === wallet.id)
    if (first !== i) fail(`customWallets[${i}].id`, `duplicate ${wallet.id} (also customWallets[${first}])`)
  })
  return wallets
}

function resolveWallet(entry: unknown, option: string): CustomWallet {
  const raw = expectObject(entry, option)
  expectKnownKeys(raw, option, WALLET_KEYS)
  const wallet: CustomWallet = {
    id: expectNonEmptyString(raw.id, `${option}.id`),
    name: expectNonEmptyString(raw.name, `${option}.name`),
  }
  if (raw.image_url !== undefined) wallet.image_url = expectImageUrl(raw.image_url, `${option}.image_url`)
  if (raw.rdns !== undefined) wallet.rdns = expectNonEmptyString(raw.rdns, `${option}.rdns`)
  for (const key of WEB_LINKS) {
    if (raw[key] !== undefined) wallet[key] = expectHttpUrl(raw[key], `${option}.${key}`)
  }
  for (const key of APP_LINKS) {
    if (raw[key] !== undefined) wallet[key] = expectUrl(raw[key], `${option}.${key}`)
  }
  return wallet
}
