import { assertPairingUri } from '../../core/pairing-uri.ts'
import type { UniversalProvider } from './sdk-types.ts'
import type { sessionNamespaces } from './session-namespaces.ts'
import { toPairingError } from './wallet-errors.ts'

/**
 * The connector-driven connect step: `pair` offers a URI and resolves once the wallet approves. Pairings
 * start one at a time, so each URI the SDK announces belongs to the pairing that asked. `relayRefused`
 * fails the pending pairings at once when the relay refuses the socket.
 */
export function pairings(
  sdk: () => Promise<UniversalProvider>,
  namespaces: ReturnType<typeof sessionNamespaces>,
) {
  let uriGate = Promise.resolve()
  const onRelayRefusal = new Set<(error: unknown) => void>()

  /** Waits for the pairing before this one to have its URI; returns this one's release of the gate. */
  async function takeUriGate(): Promise<() => void> {
    const previous = uriGate
    let release!: () => void
    uriGate = new Promise<void>((resolve) => (release = resolve))
    await previous
    return release
  }

  async function pair(onUri: (uri: string) => void): Promise<void> {
    const sdkProvider = await sdk()
    const release = await takeUriGate()
    let announced = false
    const onDisplayUri = (uri: string) => {
      sdkProvider.removeListener('display_uri', onDisplayUri)
      release()
      announced = true
      try {
        onUri(assertPairingUri(uri))
      } catch (error) {
        console.error('[portkit] WalletConnect announced a bad pairing URI', error)
      }
    }
    sdkProvider.on('display_uri', onDisplayUri)
    let refused!: (error: unknown) => void
    const relayRefusal = new Promise<never>((_resolve, reject) => (refused = reject))
    onRelayRefusal.add(refused)
    try {
      await Promise.race([sdkProvider.connect({ optionalNamespaces: namespaces }), relayRefusal])
    } catch (error) {
      throw toPairingError(error)
    } finally {
      onRelayRefusal.delete(refused)
      sdkProvider.removeListener('display_uri', onDisplayUri)
      if (!announced) release()
    }
  }

  function relayRefused(error: unknown): void {
    for (const fail of [...onRelayRefusal]) fail(error)
  }

  return { pair, relayRefused }
}
