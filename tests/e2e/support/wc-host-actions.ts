import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

/** The message the host page asks the wallet to sign. */
export const HOST_MESSAGE = 'Sign in to the Portkit demo'

/**
 * What a host developer writes to sign and send with the connected wallet: a component using
 * `useWalletProvider()` from `portkit/react`. Added to a scaffolded app before it is built, so the page's
 * own code (not the test) asks the wallet.
 */
const COMPONENT = `import { useState } from 'react'
import { useAccount, useWalletProvider } from 'portkit/react'

const MESSAGE = ${JSON.stringify(HOST_MESSAGE)}
const toHex = (text: string) =>
  '0x' + [...new TextEncoder().encode(text)].map((b) => b.toString(16).padStart(2, '0')).join('')

export function WalletActions({ to }: { to: string }) {
  const provider = useWalletProvider()
  const { address } = useAccount()
  const [result, setResult] = useState<{ kind: string; value: string }>()
  if (!provider || !address) return null
  const run = (kind: string, request: Promise<unknown>) =>
    request.then(
      (value) => setResult({ kind, value: String(value) }),
      (error: Error) => setResult({ kind: 'error', value: error.message }),
    )
  return (
    <section className="card" aria-label="Wallet actions">
      <button type="button" onClick={() => run('signature', provider.request({ method: 'personal_sign', params: [toHex(MESSAGE), address] }))}>
        Sign message
      </button>
      <button type="button" onClick={() => run('hash', provider.request({ method: 'eth_sendTransaction', params: [{ from: address, to, value: '0x2386f26fc10000' }] }))}>
        Send 0.01 ETH
      </button>
      {result ? <output data-testid={\`wallet-\${result.kind}\`}>{result.value}</output> : null}
    </section>
  )
}
`

/** Writes the component into the app and renders it at the end of the page. */
export async function addWalletActions(appDir: string, receiver: string): Promise<void> {
  await writeFile(join(appDir, 'src/WalletActions.tsx'), COMPONENT)
  const appFile = join(appDir, 'src/App.tsx')
  const app = await readFile(appFile, 'utf8')
  if (!app.includes('</main>'))
    throw new Error('The template App.tsx has no </main> to add the actions before')
  await writeFile(
    appFile,
    `import { WalletActions } from './WalletActions.tsx'\n${app.replace('</main>', `  <WalletActions to="${receiver}" />\n    </main>`)}`,
  )
}
