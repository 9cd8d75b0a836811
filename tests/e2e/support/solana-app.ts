import { readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { run } from '../../support/run.ts'
import type { AppVariant } from '../../support/shared-app.ts'

/** The host's own component: what a developer writes with the action hooks on a Solana account. */
const SOLANA_DEMO = `import { useState } from 'react'
import { useAccount, useSendTransaction, useSignMessage } from './portkit/index.ts'

const LAMPORTS_PER_SOL = 1_000_000_000
const lamports = (sol: string) =>
  /^\\d+(\\.\\d+)?$/.test(sol) ? BigInt(Math.round(Number(sol) * LAMPORTS_PER_SOL)) : undefined

export function SolanaDemo() {
  const account = useAccount()
  const sign = useSignMessage()
  const send = useSendTransaction()
  const [message, setMessage] = useState('Hello from Portkit')
  const [receiver, setReceiver] = useState('')
  const [amount, setAmount] = useState('')
  if (!account.isConnected) return null
  const failure = sign.error ?? send.error
  return (
    <section aria-label="Solana demo">
      <label>Message <input value={message} onChange={(event) => setMessage(event.target.value)} /></label>
      <button type="button" onClick={() => { send.reset(); sign.mutate({ message }) }}>Sign message</button>
      <label>Receiver <input value={receiver} onChange={(event) => setReceiver(event.target.value)} /></label>
      <label>Amount (SOL) <input value={amount} onChange={(event) => setAmount(event.target.value)} /></label>
      <button type="button" onClick={() => {
        sign.reset()
        send.mutate({ to: receiver as \`0x\${string}\`, value: lamports(amount), preflightCommitment: 'processed' })
      }}>Send SOL</button>
      <p role="status">
        {sign.data ? 'Signature: ' + sign.data : ''}
        {send.data ? 'Sent: ' + send.data : ''}
      </p>
      {failure ? <p role="alert">{(failure as { shortMessage?: string }).shortMessage ?? failure.message}</p> : null}
    </section>
  )
}
`

/** `edit` replaces `from` with `to` in a file of the app, and fails loudly when the template changed. */
async function edit(file: string, from: string, to: string): Promise<void> {
  const text = await readFile(file, 'utf8')
  if (!text.includes(from)) throw new Error(`${file} has no ${JSON.stringify(from)}`)
  await writeFile(file, text.replace(from, to))
}

/**
 * The template app with the devnet's Solana chain added beside the two EVM chains, as a host would: the
 * network preset in portkit.config.ts, `npm install @solana/web3.js` (portkit's optional peer for Solana)
 * and a component on the action hooks. Built once per run for solana.spec.ts.
 */
export const SOLANA_APP: AppVariant = {
  name: 'solana-app',
  async edit(appDir) {
    const config = join(appDir, 'portkit.config.ts')
    await edit(
      config,
      "import { devnetAlpha, devnetBeta } from 'portkit/networks'",
      "import { devnetAlpha, devnetBeta, devnetSolana } from 'portkit/networks'",
    )
    await edit(
      config,
      'networks: [devnetAlpha, devnetBeta],',
      'networks: [devnetAlpha, devnetBeta, devnetSolana],',
    )
    // The copy shares the template's node_modules by symlink: it gets its own tree (hard links) to add to.
    const modules = join(appDir, 'node_modules')
    const shared = await import('node:fs/promises').then(({ realpath }) => realpath(modules))
    await rm(modules)
    await run('cp', ['-al', shared, modules], { cwd: appDir })
    const record = join(modules, '.package-lock.json')
    await writeFile(`${record}.own`, await readFile(record))
    await run('mv', [`${record}.own`, record], { cwd: appDir })
    await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '@solana/web3.js@^1.98.4'], {
      cwd: appDir,
    })
    await writeFile(join(appDir, 'src/SolanaDemo.tsx'), SOLANA_DEMO)
    await edit(join(appDir, 'src/main.tsx'), '      <App />\n', '      <App />\n      <SolanaDemo />\n')
    await edit(
      join(appDir, 'src/main.tsx'),
      "import './styles.css'",
      "import { SolanaDemo } from './SolanaDemo.tsx'\nimport './styles.css'",
    )
  },
}
