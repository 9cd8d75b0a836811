import { join } from 'node:path'
import type { AppVariant } from '../../support/shared-app.ts'
import { addDemo, edit, installPeers } from './variant-edits.ts'

/** The host's own component: what a developer writes with the action hooks on a Solana account. */
const SOLANA_DEMO = `import { useState } from 'react'
import { NetworkButton, useAccount, useSendTransaction, useSignMessage } from './portkit/index.ts'

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
  // Before connecting, the visitor picks the network (email login on Solana gives a Solana account).
  if (!account.isConnected)
    return (
      <section aria-label="Pick a network">
        <NetworkButton />
      </section>
    )
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

/** The page flag under which the host's code switches sign-in-with-X on (solana.spec.ts's SIWX test). */
export const SIWX_FLAG = 'siwx=on'

/**
 * The template app with the devnet's Solana chain added beside the two EVM chains, as a host would: the
 * network preset in portkit.config.ts, `npm install @solana/web3.js` (portkit's optional peer for Solana)
 * and a component on the action hooks. Also the public Solana Devnet preset, a second Solana network a
 * WalletConnect session can approve (its reads are answered by litesvm in the test), and the siwx plugin
 * added in code (`withSiwx`) under a page flag, so the other tests connect without a sign-in prompt.
 * Email login is on (`features.email`), so a visitor on Solana gets the embedded wallet's Solana account.
 * Built once per run for solana.spec.ts.
 */
export const SOLANA_APP: AppVariant = {
  name: 'solana-app',
  async edit(appDir) {
    const config = join(appDir, 'portkit.config.ts')
    await edit(
      config,
      "import { devnetAlpha, devnetBeta } from 'portkit/networks'",
      "import { devnetAlpha, devnetBeta, devnetSolana, solanaDevnet } from 'portkit/networks'",
    )
    await edit(
      config,
      'networks: [devnetAlpha, devnetBeta],',
      'networks: [devnetAlpha, devnetBeta, devnetSolana, solanaDevnet],',
    )
    // Email login too: the embedded wallet's Solana account (solana.spec.ts's email test).
    await edit(config, "themeMode: 'dark',", "themeMode: 'dark',\n  features: { email: true },")
    await installPeers(appDir, '@solana/web3.js')
    await addDemo(appDir, 'SolanaDemo', SOLANA_DEMO)
    const main = join(appDir, 'src/main.tsx')
    await edit(
      main,
      "import './styles.css'",
      `import './styles.css'\nimport { withSiwx } from 'portkit/plugins/siwx'\n\nconst options = location.search.includes('${SIWX_FLAG}') ? withSiwx(portkitOptions, {}) : portkitOptions`,
    )
    await edit(main, '<PortkitProvider options={portkitOptions}>', '<PortkitProvider options={options}>')
  },
}
