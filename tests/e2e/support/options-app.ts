import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { run } from '../../support/run.ts'
import { readManifest } from '../../../devnet/manifest.ts'
import type { AppVariant } from '../../support/shared-app.ts'
import { edit } from './variant-edits.ts'

/** The legal pages the options app links to (nothing is fetched from them: the e2e stays on loopback). */
export const TERMS_URL = 'https://shop.example/terms'
export const PRIVACY_URL = 'https://shop.example/privacy'

/** Devnet Alpha's image, inline: a `chainImages` entry as a host may write one. */
export const ALPHA_IMAGE = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><circle cx="16" cy="16" r="16" fill="#3b82f6"/></svg>',
).toString('base64')}`

/** The image the host gives its balance token (`tokens`), inline. */
export const PUSD_IMAGE = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32" rx="8" fill="#16a34a"/></svg>',
).toString('base64')}`

/** The host's theme variables (docs/theming.md): font, radius, accent and stacking level. */
export const THEME_VARIABLES = {
  '--pk-font-family': '"Courier New", monospace',
  '--pk-border-radius': '6px',
  '--pk-accent': 'rgb(45, 212, 191)',
  '--pk-z-index': '1000',
}

/** Devnet Beta's `assets.imageId`: the devnet catalogue draws an image for any id. */
export const BETA_IMAGE_ID = 'devnet-beta'

/** The host's own component: what a developer writes with `useSmartSessions()` once the plugin is on. */
const SMART_SESSIONS_DEMO = `import { useState } from 'react'
import { useAccount, useSmartSessions } from './portkit/index.ts'

const wei = (eth: string) => BigInt(Math.round(Number(eth) * 1e6)) * 10n ** 12n

export function SmartSessionsDemo() {
  const account = useAccount()
  const { sessions, grant, execute, open, error } = useSmartSessions()
  const [target, setTarget] = useState('')
  const [limit, setLimit] = useState('0.01')
  const [amount, setAmount] = useState('0.004')
  const [status, setStatus] = useState('')
  const usable = sessions.find((session) => session.usable)
  if (!account.isConnected) return null
  return (
    <section aria-label="Smart sessions demo">
      <label>Target <input value={target} onChange={(event) => setTarget(event.target.value)} /></label>
      <label>Limit <input value={limit} onChange={(event) => setLimit(event.target.value)} /></label>
      <label>Amount <input value={amount} onChange={(event) => setAmount(event.target.value)} /></label>
      <button type="button" onClick={() => {
        setStatus('')
        grant({ target: target as \`0x\${string}\`, limit: wei(limit) }).then(
          (session) => setStatus('Session granted: ' + session.pci),
          () => undefined,
        )
      }}>Grant session</button>
      <button type="button" disabled={!usable} onClick={() => {
        setStatus('')
        if (usable) execute(usable.pci, { to: usable.target, value: wei(amount) }).then(
          (receipt) => setStatus('Paid with the session key: ' + receipt.hash),
          () => undefined,
        )
      }}>Pay with session</button>
      <button type="button" onClick={open}>Show sessions</button>
      <p role="status">{status}</p>
      {error ? <p role="alert">{error}</p> : null}
    </section>
  )
}
`

const MAIN_WITH_DEMO = `import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.tsx'
import { PortkitProvider, portkitOptions } from './portkit/index.ts'
import { SmartSessionsDemo } from './SmartSessionsDemo.tsx'
import './styles.css'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PortkitProvider options={portkitOptions}>
      <App />
      <SmartSessionsDemo />
    </PortkitProvider>
  </StrictMode>,
)
`

/**
 * The template app with options a scaffold does not show, as a host would add them: links to its terms
 * and privacy policy with the legal checkbox, its own theme variables, network images (`chainImages` for Alpha, `assets.imageId`
 * for Beta), PUSD as Alpha's balance token with its own image (`tokens`), and smart sessions (`portkit
 * add smart-sessions`) with a host component on useSmartSessions (locales.spec.ts uses the template's own language switch).
 * Built once per run for
 * legal-and-network-images.spec.ts, modal-polish.spec.ts and smart-sessions.spec.ts. (siwx.spec.ts builds its own copy: its
 * host backend and RPC relay must exist, on their ports, before the build.)
 */
export const OPTIONS_APP: AppVariant = {
  name: 'options-app',
  async edit(appDir) {
    // The fixture tokens are deployed the same way on every devnet: PUSD has the same address on each.
    const pusd = readManifest(appDir)?.tokens?.['eip155:31337']?.find((token) => token.symbol === 'PUSD')
    if (!pusd) throw new Error('the devnet running for the build has no PUSD')
    const config = join(appDir, 'portkit.config.ts')
    await edit(
      config,
      "themeMode: 'dark',",
      [
        "themeMode: 'dark',",
        `  termsConditionsUrl: '${TERMS_URL}',`,
        `  privacyPolicyUrl: '${PRIVACY_URL}',`,
        '  features: { legalCheckbox: true },',
        `  chainImages: { 'eip155:31337': '${ALPHA_IMAGE}' },`,
        `  tokens: { 'eip155:31337': { address: '${pusd.address}', image: '${PUSD_IMAGE}' } },`,
        `  themeVariables: ${JSON.stringify(THEME_VARIABLES)},`,
      ].join('\n'),
    )
    await edit(
      config,
      'networks: [devnetAlpha, devnetBeta],',
      `networks: [devnetAlpha, { ...devnetBeta, assets: { imageId: '${BETA_IMAGE_ID}' } }],`,
    )
    await run('npx', ['portkit', 'add', 'smart-sessions'], { cwd: appDir })
    await writeFile(join(appDir, 'src/SmartSessionsDemo.tsx'), SMART_SESSIONS_DEMO)
    await writeFile(join(appDir, 'src/main.tsx'), MAIN_WITH_DEMO)
  },
}
