import type { DevnetManifest } from '../../devnet/manifest.ts'
import type { ServiceEndpoints } from '../../runtime/config/index.ts'
import { expectHttpUrl, expectKnownKeys, expectObject, fail } from './checks.ts'

export const SERVICE_KEYS = [
  'dataApi',
  'catalogueApi',
  'analyticsApi',
  'authApi',
  'walletConnectRelay',
  'secureFrame',
] as const satisfies readonly (keyof ServiceEndpoints)[]

/** Only the configured services; with the devnet, its services fill the ones the config leaves out. */
export function resolveServices(value: unknown, manifest?: DevnetManifest): Partial<ServiceEndpoints> {
  const raw = value === undefined ? {} : expectObject(value, 'services')
  expectKnownKeys(raw, 'services', SERVICE_KEYS)
  const services: Partial<ServiceEndpoints> = {}
  for (const key of SERVICE_KEYS) {
    const check = key === 'walletConnectRelay' ? expectWsUrl : expectHttpUrl
    const configured = raw[key] === undefined ? undefined : check(raw[key], `services.${key}`)
    const url = configured ?? manifest?.services[key]
    if (url !== undefined) services[key] = url
  }
  return services
}

/** The WalletConnect relay speaks WebSocket: ws:// (loopback devnet) or wss://. */
function expectWsUrl(value: unknown, option: string): string {
  let protocol: string | undefined
  try {
    protocol = typeof value === 'string' ? new URL(value).protocol : undefined
  } catch {
    protocol = undefined
  }
  if (protocol !== 'ws:' && protocol !== 'wss:') fail(option, 'must be a ws(s) URL')
  return value as string
}
