import type { UniversalProvider } from './sdk-types.ts'

export type LoadSdk = () => Promise<UniversalProvider>

/** Taken up again after a release: the heartbeat restarts; the SDK reopens the socket on its next request. */
async function resume(sdkProvider: UniversalProvider): Promise<UniversalProvider> {
  await sdkProvider.client.core.heartbeat.init()
  return sdkProvider
}

/**
 * The SDK, loaded on first use (`prepare` runs once on the loaded one), released when Portkit stops and
 * taken up again on the next use. A failed load is tried again on the next use.
 */
export function sdkLoader(loadSdk: LoadSdk, prepare: (sdkProvider: UniversalProvider) => UniversalProvider) {
  let loading: Promise<UniversalProvider> | undefined
  // Counts releases and resumes, so a release that finishes after the SDK was taken up again leaves it be.
  let generation = 0
  let released = false

  function sdk(): Promise<UniversalProvider> {
    loading ??= loadSdk().then(prepare, (error: unknown) => {
      loading = undefined
      throw error
    })
    if (released) {
      released = false
      generation++
      loading = loading.then(resume)
    }
    return loading
  }

  /**
   * Lets go of a loaded SDK when Portkit stops: its relay socket and its heartbeat timer, which would
   * otherwise run on for the page's life. The session stays in the SDK's storage, so the next start (or
   * request) takes it up again. Nothing is loaded for it.
   */
  async function release(): Promise<void> {
    if (!loading || released) return
    released = true
    const releasing = ++generation
    const sdkProvider = await loading.catch(() => undefined)
    if (!sdkProvider || releasing !== generation) return
    sdkProvider.client.core.heartbeat.stop()
    await sdkProvider.client.core.relayer.transportClose().catch((error: unknown) => {
      console.warn('[portkit] closing the WalletConnect relay socket failed', error)
    })
  }

  return { sdk, release }
}
