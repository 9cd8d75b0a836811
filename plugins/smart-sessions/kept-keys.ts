import type { Address, Hex, PluginContext } from '../../runtime/plugins/index.ts'
import { SESSION_KEYS_STORAGE_PREFIX } from './constants.ts'

/** The key of a session this browser granted, kept in the instance's storage (IndexedDB). */
export interface KeptKey {
  pci: Hex
  privateKey: Hex
  caipNetworkId: string
}

type Portkit = PluginContext['portkit']

const storageKey = (address: Address) => `${SESSION_KEYS_STORAGE_PREFIX}${address.toLowerCase()}`

/** The session keys this browser holds for `address`. */
export async function readKeys(portkit: Portkit, address: Address): Promise<KeptKey[]> {
  return (await portkit.storage.get<KeptKey[]>(storageKey(address))) ?? []
}

export async function keepKey(portkit: Portkit, address: Address, kept: KeptKey): Promise<void> {
  await portkit.storage.set(storageKey(address), [...(await readKeys(portkit, address)), kept])
}

export async function forgetKey(portkit: Portkit, address: Address, pci: Hex): Promise<void> {
  const left = (await readKeys(portkit, address)).filter((kept) => kept.pci !== pci)
  await portkit.storage.set(storageKey(address), left)
}
