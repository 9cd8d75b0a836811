import { STORAGE_KEYS } from '../../../services/storage.ts'
import type { EmailAccountHost } from './account-context.ts'

/** Reads the stored social login (the keys social login writes and a disconnect clears). */
export async function loadSocial({ portkit, state }: EmailAccountHost): Promise<void> {
  const [provider, username] = await Promise.all([
    portkit.storage.get<string>(STORAGE_KEYS.socialProvider),
    portkit.storage.get<string>(STORAGE_KEYS.socialUsername),
  ])
  state.social.value = provider ? { provider, username } : undefined
}
