import type { Eip1193Provider } from '../../controllers/types.ts'

/** EIP-6963 provider info as announced by the wallet. */
export interface Eip6963Info {
  uuid: string
  name: string
  icon: string
  rdns: string
}

export interface Eip6963Detail {
  info: Eip6963Info
  provider: Eip1193Provider
}

function isDetail(value: unknown): value is Eip6963Detail {
  const detail = value as Partial<Eip6963Detail> | null
  const info = detail?.info
  return (
    typeof info?.uuid === 'string' &&
    typeof info.name === 'string' &&
    typeof info.rdns === 'string' &&
    typeof info.icon === 'string' &&
    typeof detail?.provider?.request === 'function'
  )
}

/** Listens for EIP-6963 announcements and asks wallets to announce themselves. Returns a stop function. */
export function listenForAnnouncements(
  target: Window,
  onAnnounce: (detail: Eip6963Detail) => void,
): () => void {
  const handler = (event: Event) => {
    const detail = (event as CustomEvent<unknown>).detail
    if (isDetail(detail)) onAnnounce(detail)
  }
  target.addEventListener('eip6963:announceProvider', handler)
  target.dispatchEvent(new Event('eip6963:requestProvider'))
  return () => target.removeEventListener('eip6963:announceProvider', handler)
}
