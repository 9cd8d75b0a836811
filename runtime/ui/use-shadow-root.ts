import { useLayoutEffect, useState } from 'react'
import { adoptStyles } from './adopt-styles.ts'
import { MODAL_CSS } from './styles.ts'

/**
 * A host element with an open shadow root that has adopted the modal's styles, appended to `parent` (body
 * by default); returns the element the modal renders into.
 */
export function useShadowRoot(parent?: HTMLElement): HTMLElement | undefined {
  const [container, setContainer] = useState<HTMLElement>()

  useLayoutEffect(() => {
    const host = document.createElement('div')
    host.setAttribute('data-portkit-modal', '')
    const shadow = host.attachShadow({ mode: 'open' })
    adoptStyles(shadow, MODAL_CSS)
    const mount = document.createElement('div')
    shadow.append(mount)
    ;(parent ?? document.body).append(host)
    setContainer(mount)
    return () => host.remove()
  }, [parent])

  return container
}
