import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import type { Portkit, PortkitOptions } from '../../runtime/create-portkit.ts'
import { PortkitProvider } from '../../runtime/react/provider.tsx'
import { usePortkitInstance } from '../../runtime/ui/bindings/context.ts'

/**
 * Renders `children` inside the real PortkitProvider on a fresh element of the (happy-dom) page and hands
 * back the instance it made. The caller unmounts `root` after the test.
 */
export async function renderWithPortkit(
  options: PortkitOptions,
  children: ReactNode = null,
): Promise<{ portkit: Portkit; root: Root }> {
  let portkit: Portkit | undefined
  function Capture() {
    portkit = usePortkitInstance()
    return null
  }
  const element = document.createElement('div')
  document.body.append(element)
  const root = createRoot(element)
  await act(async () => {
    root.render(
      <PortkitProvider options={options}>
        <Capture />
        {children}
      </PortkitProvider>,
    )
  })
  return { portkit: portkit!, root }
}
