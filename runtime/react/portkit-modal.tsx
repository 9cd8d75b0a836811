import { Suspense, useState } from 'react'
import { usePortkitInstance } from './context.ts'
import { LazyModalRoot } from './lazy-modal-root.ts'
import { useModalLoaded } from './use-modal-loaded.ts'

/**
 * Where the modal goes when it is not appended to body: in embedded mode it shows here inline, always
 * visible; with `disableAppend` it opens here as the usual dialog.
 */
export function PortkitModal() {
  const portkit = usePortkitInstance()
  const embedded = portkit.state.config.enableEmbedded
  const loaded = useModalLoaded(portkit)
  const [slot, setSlot] = useState<HTMLDivElement | null>(null)

  return (
    <div ref={setSlot} data-portkit-modal-slot="">
      {slot && (embedded || loaded) ? (
        <Suspense fallback={null}>
          <LazyModalRoot parent={slot} inline={embedded} />
        </Suspense>
      ) : null}
    </div>
  )
}
