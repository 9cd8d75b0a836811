import { configObject, parseConfig } from '../generator/edit/config-object.ts'
import { SOCIAL_PROVIDERS } from '../runtime/config/index.ts'

/**
 * What the demo adds to the scaffolded portkit.config.ts, as a host would write it. Swap, on-ramp, history,
 * analytics and All Wallets need no line: they are on while their service is set, and `portkit dev` serves
 * every service. Email login waits for the config to ask for it; social login names its providers.
 */
export const DEMO_FEATURES = `// The demo shows every default feature: email and social login run in the devnet's secure frame
  // (its OpenID Connect stand-ins sign in for each provider); the rest is on with the devnet's services.
  features: { email: true, socials: [${SOCIAL_PROVIDERS.map((provider) => `'${provider}'`).join(', ')}] },`

/** The config text with DEMO_FEATURES, unless it already has `features` (the developer's own choice wins). */
export function withDemoFeatures(text: string): string {
  const config = configObject(parseConfig(text))
  if (config.getProperty('features')) return text
  const close = config.getEnd() - 1
  const before = text.slice(0, close).trimEnd()
  const comma = before.endsWith(',') || before.endsWith('{') ? '' : ','
  return `${before}${comma}\n  ${DEMO_FEATURES}\n${text.slice(close)}`
}
