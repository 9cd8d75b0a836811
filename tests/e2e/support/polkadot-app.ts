import { readFile, realpath, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { run } from '../../support/run.ts'
import type { AppVariant } from '../../support/shared-app.ts'

/** The host's own component: what a developer writes with the action hooks on a Polkadot account. */
const POLKADOT_DEMO = `import { useState } from 'react'
import { useAccount, useDisconnect, useSignMessage } from './portkit/index.ts'

export function PolkadotDemo() {
  const account = useAccount()
  const sign = useSignMessage()
  const { disconnect } = useDisconnect()
  const [message, setMessage] = useState('Hello from Portkit')
  if (!account.isConnected) return null
  return (
    <section aria-label="Polkadot demo">
      <label>Message <input value={message} onChange={(event) => setMessage(event.target.value)} /></label>
      <button type="button" onClick={() => sign.mutate({ message })}>Sign message</button>
      <button type="button" onClick={() => void disconnect('polkadot')}>Disconnect Polkadot</button>
      <p role="status">{sign.data ? 'Signature: ' + sign.data : ''}</p>
      {sign.error ? <p role="alert">{(sign.error as { shortMessage?: string }).shortMessage ?? sign.error.message}</p> : null}
    </section>
  )
}
`

/** The peers a Polkadot app installs (portkit's optional peers for Polkadot, at its ranges). */
const POLKADOT_PEERS = [
  '@polkadot/extension-dapp@0.63.1',
  '@polkadot/util-crypto@^14.0.3',
  '@polkadot/api@^16.5.6',
]

/** `edit` replaces `from` with `to` in a file of the app, and fails loudly when the template changed. */
async function edit(file: string, from: string, to: string): Promise<void> {
  const text = await readFile(file, 'utf8')
  if (!text.includes(from)) throw new Error(`${file} has no ${JSON.stringify(from)}`)
  await writeFile(file, text.replace(from, to))
}

/**
 * The template app with Polkadot only, as a host would: Polkadot and Westend in portkit.config.ts, browser
 * extensions only, `npm install` of the Polkadot peers and a component on the action hooks. Built once per
 * run for polkadot.spec.ts.
 */
export const POLKADOT_APP: AppVariant = {
  name: 'polkadot-app',
  async edit(appDir) {
    const config = join(appDir, 'portkit.config.ts')
    await edit(
      config,
      "import { devnetAlpha, devnetBeta } from 'portkit/networks'",
      "import { polkadotMainnet, westendTestnet } from 'portkit/networks'",
    )
    await edit(config, 'networks: [devnetAlpha, devnetBeta],', 'networks: [polkadotMainnet, westendTestnet],')
    await edit(
      config,
      "defaultNetwork: 'eip155:31337',",
      "defaultNetwork: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',",
    )
    // Browser extensions only: WalletConnect's provider is an EVM-and-Solana client here.
    await edit(config, "connectors: ['injected', 'walletconnect'],", "connectors: ['injected'],")
    // The copy shares the template's node_modules by symlink: it gets its own tree (hard links) to add to.
    const modules = join(appDir, 'node_modules')
    const shared = await realpath(modules)
    await rm(modules)
    await run('cp', ['-al', shared, modules], { cwd: appDir })
    const record = join(modules, '.package-lock.json')
    await writeFile(`${record}.own`, await readFile(record))
    await run('mv', [`${record}.own`, record], { cwd: appDir })
    await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', ...POLKADOT_PEERS], {
      cwd: appDir,
    })
    await writeFile(join(appDir, 'src/PolkadotDemo.tsx'), POLKADOT_DEMO)
    await edit(join(appDir, 'src/main.tsx'), '      <App />\n', '      <App />\n      <PolkadotDemo />\n')
    await edit(
      join(appDir, 'src/main.tsx'),
      "import './styles.css'",
      "import { PolkadotDemo } from './PolkadotDemo.tsx'\nimport './styles.css'",
    )
  },
}
