import { join } from 'node:path'
import type { AppVariant } from '../../support/shared-app.ts'
import { addDemo, edit, installPeers } from './variant-edits.ts'

/** The host's own component: what a developer writes with the action hooks on a Bitcoin account. */
const BITCOIN_DEMO = `import { useState } from 'react'
import { useAccount, useDisconnect, useSendTransaction, useSignMessage } from './portkit/index.ts'

const SATS_PER_BTC = 100_000_000
const sats = (btc: string) =>
  /^\\d+(\\.\\d{1,8})?$/.test(btc) ? BigInt(Math.round(Number(btc) * SATS_PER_BTC)) : undefined

export function BitcoinDemo() {
  const account = useAccount()
  const sign = useSignMessage()
  const send = useSendTransaction()
  const { disconnect } = useDisconnect()
  const [message, setMessage] = useState('Hello from Portkit')
  const [receiver, setReceiver] = useState('')
  const [amount, setAmount] = useState('')
  if (!account.isConnected) return null
  const failure = sign.error ?? send.error
  return (
    <section aria-label="Bitcoin demo">
      <label>Message <input value={message} onChange={(event) => setMessage(event.target.value)} /></label>
      <button type="button" onClick={() => { send.reset(); sign.mutate({ message }) }}>Sign message</button>
      <label>Receiver <input value={receiver} onChange={(event) => setReceiver(event.target.value)} /></label>
      <label>Amount (BTC) <input value={amount} onChange={(event) => setAmount(event.target.value)} /></label>
      <button type="button" onClick={() => {
        sign.reset()
        send.mutate({ to: receiver as \`0x\${string}\`, value: sats(amount) })
      }}>Send BTC</button>
      <button type="button" onClick={() => void disconnect('bip122')}>Disconnect Bitcoin</button>
      <p role="status">
        {sign.data ? 'Signature: ' + sign.data : ''}
        {send.data ? 'Sent: ' + send.data : ''}
      </p>
      {failure ? <p role="alert">{(failure as { shortMessage?: string }).shortMessage ?? failure.message}</p> : null}
    </section>
  )
}
`

/**
 * The template app with Bitcoin only, as a host would: the devnet's regtest chain and Bitcoin testnet in
 * portkit.config.ts, browser wallets and WalletConnect, `npm install @scure/btc-signer` (portkit's optional peer for Bitcoin) and a component on
 * the action hooks. Built once per run for bitcoin.spec.ts.
 */
export const BITCOIN_APP: AppVariant = {
  name: 'bitcoin-app',
  bitcoin: true,
  async edit(appDir) {
    const config = join(appDir, 'portkit.config.ts')
    await edit(
      config,
      "import { devnetAlpha, devnetBeta } from 'portkit/networks'",
      "import { bitcoinTestnet, devnetBitcoin } from 'portkit/networks'",
    )
    await edit(config, 'networks: [devnetAlpha, devnetBeta],', 'networks: [devnetBitcoin, bitcoinTestnet],')
    await edit(
      config,
      "defaultNetwork: 'eip155:31337',",
      "defaultNetwork: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',",
    )
    await installPeers(appDir, '@scure/btc-signer')
    await addDemo(appDir, 'BitcoinDemo', BITCOIN_DEMO)
  },
}
