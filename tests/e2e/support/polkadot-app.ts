import { join } from 'node:path'
import type { AppVariant } from '../../support/shared-app.ts'
import { addDemo, edit, installPeers } from './variant-edits.ts'

/** The host's own component: what a developer writes with the action hooks on a Polkadot account. */
const POLKADOT_DEMO = `import { useState } from 'react'
import { useAccount, useDisconnect, useNetwork, useSignMessage } from './portkit/index.ts'

/** Kusama: a Polkadot network this app's config leaves out. */
const KUSAMA = 'polkadot:b0a8d493285c2df73290dfb7e61f870f'

export function PolkadotDemo() {
  const account = useAccount()
  const sign = useSignMessage()
  const { switchNetwork } = useNetwork()
  const { disconnect } = useDisconnect()
  const [message, setMessage] = useState('Hello from Portkit')
  const [switchError, setSwitchError] = useState('')
  if (!account.isConnected) return null
  return (
    <section aria-label="Polkadot demo">
      <code aria-label="CAIP address">{account.caipAddress}</code>
      <button type="button" onClick={() => switchNetwork(KUSAMA).catch((error) => setSwitchError(error.message))}>
        Switch to Kusama
      </button>
      {switchError ? <p role="alert" aria-label="Switch error">{switchError}</p> : null}
      <label>Message <input value={message} onChange={(event) => setMessage(event.target.value)} /></label>
      <button type="button" onClick={() => sign.mutate({ message })}>Sign message</button>
      <button type="button" onClick={() => void disconnect('polkadot')}>Disconnect Polkadot</button>
      <p role="status">{sign.data ? 'Signature: ' + sign.data : ''}</p>
      {sign.error ? <p role="alert">{(sign.error as { shortMessage?: string }).shortMessage ?? sign.error.message}</p> : null}
    </section>
  )
}
`

/** The peers a Polkadot app installs (portkit's optional peers for Polkadot). */
const POLKADOT_PEERS = ['@polkadot/extension-dapp', '@polkadot/util-crypto', '@polkadot/api']

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
    await installPeers(appDir, ...POLKADOT_PEERS)
    await addDemo(appDir, 'PolkadotDemo', POLKADOT_DEMO)
  },
}
