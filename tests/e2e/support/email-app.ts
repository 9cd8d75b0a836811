import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { AppVariant } from '../../support/shared-app.ts'
import { addDemo } from './variant-edits.ts'

/**
 * The template app with email login switched on, as a host does: `features: { email: true }` in
 * portkit.config.ts (the secure frame's origin comes from the devnet manifest, like every service URL).
 * Built once per run for email-login.spec.ts.
 */
export const EMAIL_APP: AppVariant = {
  name: 'email-app',
  async edit(appDir) {
    const file = join(appDir, 'portkit.config.ts')
    const text = await readFile(file, 'utf8')
    const from = "themeMode: 'dark',"
    if (!text.includes(from)) throw new Error(`${file} has no ${from}`)
    // The frame's logs too (enableAuthLogger): email-account.spec.ts reads them from the auth service.
    await writeFile(
      file,
      text.replace(from, `${from}\n  features: { email: true },\n  enableAuthLogger: true,`),
    )
    await addRawRequest(appDir)
  },
}

/**
 * A host developer's own call of a method the embedded wallet does not allow (eth_sign: neither safe nor
 * unsafe in spec section 6), through `useWalletProvider()`: the page's code asks, not the test.
 */
const RAW_REQUEST = `import { useState } from 'react'
import { useAccount, useWalletProvider } from 'portkit/react'

export function RawRequest() {
  const provider = useWalletProvider()
  const { address } = useAccount()
  const [result, setResult] = useState('')
  if (!provider || !address) return null
  const call = () =>
    provider.request({ method: 'eth_sign', params: [address, '0xdeadbeef'] }).then(
      (value) => setResult(String(value)),
      (error: Error) => setResult(error.message),
    )
  return (
    <section aria-label="Raw wallet request">
      <button type="button" onClick={call}>Call eth_sign</button>
      <output aria-label="Raw result">{result}</output>
    </section>
  )
}
`

async function addRawRequest(appDir: string): Promise<void> {
  await writeFile(join(appDir, 'src/RawRequest.tsx'), RAW_REQUEST)
  const appFile = join(appDir, 'src/App.tsx')
  const app = await readFile(appFile, 'utf8')
  if (!app.includes('</main>'))
    throw new Error('The template App.tsx has no </main> to add the request before')
  await writeFile(
    appFile,
    `import { RawRequest } from './RawRequest.tsx'\n${app.replace('</main>', '  <RawRequest />\n    </main>')}`,
  )
}

/** The id of the newest mail the catcher holds for `email` (0 for none): later codes are read after it. */
export async function lastMailId(mailCatcher: string, email: string): Promise<number> {
  const response = await fetch(`${mailCatcher}/messages?to=${encodeURIComponent(email)}`)
  const { messages } = (await response.json()) as { messages: { id: number }[] }
  return messages.at(-1)?.id ?? 0
}

/** The device approval link of the newest mail for `email` after mail `after`. */
export async function readDeviceLink(mailCatcher: string, email: string, after = 0): Promise<string> {
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    const response = await fetch(`${mailCatcher}/messages?to=${encodeURIComponent(email)}`)
    const { messages } = (await response.json()) as { messages: { id: number; text: string }[] }
    const link = messages
      .filter((message) => message.id > after)
      .map((message) => /https?:\/\/\S+\/device\/approve\?token=[\w-]+/.exec(message.text)?.[0])
      .find(Boolean)
    if (link) return link
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no device link reached ${email}`)
}

/** The one-time code of the newest mail the devnet's mail catcher received for `email`, read over its API. */
export async function readLoginCode(mailCatcher: string, email: string, after = 0): Promise<string> {
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    const response = await fetch(`${mailCatcher}/messages?to=${encodeURIComponent(email)}`)
    const { messages } = (await response.json()) as { messages: { id: number; text: string }[] }
    const newest = messages.filter((message) => message.id > after).at(-1)
    const code = newest && /\b(\d{6})\b/.exec(newest.text)?.[1]
    if (code) return code
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no login code reached ${email}`)
}

/**
 * A host developer's own read of how the visitor signed in: `useWalletInfo()`'s social provider (spec
 * section 3, connectedWalletInfo.social), empty while no wallet is connected.
 */
const WALLET_INFO_DEMO = `import { useWalletInfo } from 'portkit/react'

export function WalletInfoDemo() {
  const info = useWalletInfo()
  return (
    <section aria-label="Connected wallet info">
      <output aria-label="Social provider">{info?.social ?? ''}</output>
    </section>
  )
}
`

/**
 * The template app with social login on beside email login, as a host does (`features.socials`), and a
 * host component on useWalletInfo; its devnet runs the stand-in providers. Built once per run for
 * social-login.spec.ts.
 */
export const SOCIAL_APP: AppVariant = {
  name: 'social-app',
  socialLogin: true,
  async edit(appDir) {
    const file = join(appDir, 'portkit.config.ts')
    const text = await readFile(file, 'utf8')
    const from = "themeMode: 'dark',"
    if (!text.includes(from)) throw new Error(`${file} has no ${from}`)
    const features = "features: { email: true, socials: ['google', 'github', 'farcaster'] },"
    await writeFile(file, text.replace(from, `${from}\n  ${features}`))
    await addDemo(appDir, 'WalletInfoDemo', WALLET_INFO_DEMO)
  },
}
