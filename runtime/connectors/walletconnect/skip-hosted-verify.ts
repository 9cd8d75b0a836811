import type { UniversalProvider } from './sdk-types.ts'

type Verify = UniversalProvider['client']['core']['verify']

/**
 * The SDK's Verify API loads an iframe from verify.walletconnect.org for every session proposal and
 * request, and no option turns it off in a browser. A self-hosted modal makes no hidden calls to a vendor
 * service, so attestations are skipped: wallets then show the app's origin as unverified ("UNKNOWN"),
 * exactly as they do when that service is unreachable.
 */
export function skipHostedVerify(verify: Verify): void {
  verify.register = () => Promise.resolve('')
  verify.resolve = (() => Promise.resolve(undefined)) as unknown as Verify['resolve']
}
