import { useState } from 'react'
import { usePortkitInstance } from '../ui/bindings/context.ts'
import { useModalRoot } from './use-modal-root.ts'

/**
 * Where the modal goes when it is not appended to body: in embedded mode it shows here inline, always
 * visible; with `disableAppend` it opens here as the usual dialog.
 */
export function PortkitModal() {
  const portkit = usePortkitInstance()
  const embedded = portkit.state.config.enableEmbedded
  const ModalRoot = useModalRoot(portkit, embedded)
  const [slot, setSlot] = useState<HTMLDivElement | null>(null)

  return (
    <div ref={setSlot} data-portkit-modal-slot="">
      {slot && ModalRoot ? <ModalRoot parent={slot} inline={embedded} /> : null}
    </div>
  )
}
