import { STORAGE_KEYS } from '../../../services/storage.ts'
import { frameOf, type SocialLoginHost } from './context.ts'

/** Connects the embedded wallet, then keeps how the visitor signed in (spec section 3, local-storage keys). */
export async function completeSocial(
  host: SocialLoginHost,
  provider: string,
  userName: string | undefined,
): Promise<void> {
  const { storage } = host.portkit
  const frame = frameOf(host)
  frame.setSocial(provider)
  await host.portkit
    .feature('email')
    .completeLogin()
    .catch((error: unknown) => {
      frame.setSocial(undefined)
      throw error
    })
  await Promise.all([
    storage.set(STORAGE_KEYS.socialProvider, provider),
    userName
      ? storage.set(STORAGE_KEYS.socialUsername, userName)
      : storage.remove(STORAGE_KEYS.socialUsername),
  ])
}
