import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

/** The label of the host page's button that opens Swap with arguments. */
export const SWAP_SHORTCUT_LABEL = 'Swap 12.5 PUSD for PEUR'

/**
 * What a host developer writes to open Portkit's Swap view with swap arguments (spec section 2: "Swap
 * (opened with swap arguments)"): `usePortkit().open()` from the generated entry, typed by the swap
 * plugin's `SwapArguments`. Added to the run's template app before its one build, so every spec can drive
 * it through that build: the page's own code (not the test) opens the view.
 */
const COMPONENT = `import { useAccount, usePortkit } from './portkit/index.ts'

export function SwapShortcut() {
  const { open } = usePortkit()
  const { isConnected } = useAccount()
  if (!isConnected) return null
  return (
    <section className="card" aria-label="Swap shortcut">
      <button
        type="button"
        onClick={() =>
          void open({ name: 'swap/Swap', params: { fromToken: 'PUSD', toToken: 'PEUR', amount: '12.5' } })
        }
      >
        ${SWAP_SHORTCUT_LABEL}
      </button>
    </section>
  )
}
`

/** Writes the component into the app and renders it at the end of the page. */
export async function addSwapShortcut(appDir: string): Promise<void> {
  await writeFile(join(appDir, 'src/SwapShortcut.tsx'), COMPONENT)
  const appFile = join(appDir, 'src/App.tsx')
  const app = await readFile(appFile, 'utf8')
  if (!app.includes('</main>'))
    throw new Error('The template App.tsx has no </main> to add the shortcut before')
  await writeFile(
    appFile,
    `import { SwapShortcut } from './SwapShortcut.tsx'\n${app.replace('</main>', '  <SwapShortcut />\n    </main>')}`,
  )
}
