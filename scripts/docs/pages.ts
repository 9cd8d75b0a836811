/**
 * The documentation site's pages, in navigation order: the one list the build, the nav and the tests read.
 * Paths are relative to docs/. A test fails when a Markdown file under docs/ is missing here or the other way.
 */
export const DOC_PAGES = [
  { path: 'README.md', title: 'Portkit documentation' },
  { path: 'getting-started.md', title: 'Getting started' },
  { path: 'cli.md', title: 'The portkit CLI' },
  { path: 'config-reference.md', title: 'Configuration reference' },
  { path: 'chains.md', title: 'Chains: EVM, Solana, Bitcoin, Polkadot' },
  { path: 'connectors.md', title: 'Connectors' },
  { path: 'email-and-social-login.md', title: 'Email and social login' },
  { path: 'plugins/README.md', title: 'Plugins' },
  { path: 'plugins/receive.md', title: 'Receive' },
  { path: 'plugins/swap.md', title: 'Swap' },
  { path: 'plugins/onramp.md', title: 'On-ramp' },
  { path: 'plugins/names.md', title: 'Names' },
  { path: 'plugins/siwx.md', title: 'Sign-in with X (SIWX)' },
  { path: 'plugins/smart-sessions.md', title: 'Smart sessions' },
  { path: 'hooks.md', title: 'Hooks and actions' },
  { path: 'theming.md', title: 'Theming' },
  { path: 'i18n.md', title: 'Languages (i18n)' },
  { path: 'ssr-next.md', title: 'SSR and Next.js' },
  { path: 'wagmi.md', title: 'wagmi' },
  { path: 'security.md', title: 'Security and CSP' },
  { path: 'production.md', title: 'Production' },
  { path: 'running-the-services.md', title: 'Running the services' },
  { path: 'errors.md', title: 'Errors' },
  { path: 'troubleshooting.md', title: 'Troubleshooting' },
  { path: 'contributing.md', title: 'Working on Portkit' },
  { path: 'architecture.md', title: 'Architecture for contributors' },
] as const

export type DocPage = (typeof DOC_PAGES)[number]
