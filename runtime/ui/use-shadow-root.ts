import { useLayoutEffect, useState } from 'react'
import { MODAL_CSS } from './styles.ts'

/** A host element with an open shadow root holding the modal's styles, appended to `parent` (body by default). */
export function useShadowRoot(parent?: HTMLElement): HTMLElement | undefined {
  const [container, setContainer] = useState<HTMLElement>()

  useLayoutEffect(() => {
    const host = document.createElement('div')
    host.setAttribute('data-portkit-modal', '')
    const shadow = host.attachShadow({ mode: 'open' })
    const style = document.createElement('style')
    style.textContent = MODAL_CSS
    const mount = document.createElement('div')
    shadow.append(style, mount)
    ;(parent ?? document.body).append(host)
    setContainer(mount)
    return () => host.remove()
  }, [parent])

  return container
}
