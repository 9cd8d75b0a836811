import { useLayoutEffect, useState } from 'react'
import { MODAL_CSS } from './styles.ts'

/** A host element appended to body with an open shadow root holding the modal's styles. */
export function useShadowRoot(): HTMLElement | undefined {
  const [container, setContainer] = useState<HTMLElement>()

  useLayoutEffect(() => {
    const host = document.createElement('div')
    host.setAttribute('data-portkit-modal', '')
    const shadow = host.attachShadow({ mode: 'open' })
    const style = document.createElement('style')
    style.textContent = MODAL_CSS
    const mount = document.createElement('div')
    shadow.append(style, mount)
    document.body.append(host)
    setContainer(mount)
    return () => host.remove()
  }, [])

  return container
}
