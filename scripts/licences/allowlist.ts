/**
 * Licences a host app may receive from Portkit: OSI-approved, permissive or file-level copyleft, so an
 * app under any licence can ship them. Anything else (a vendor licence, "SEE LICENSE IN", UNLICENSED,
 * a missing field, strong copyleft) fails the gate and needs a deliberate decision.
 */
export const OSI_ALLOWLIST: ReadonlySet<string> = new Set([
  '0BSD',
  'Apache-2.0',
  'BlueOak-1.0.0',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'CC0-1.0',
  'ISC',
  'MIT',
  'MIT-0',
  'MPL-2.0',
  'Python-2.0',
  'Unlicense',
  'Zlib',
])

/**
 * Packages read by hand, by exact version, with the licence they are under: no SPDX field but a licence
 * file, or an OSI licence outside the allowlist accepted for one package. A new version is judged again.
 */
export const REVIEWED: Readonly<Record<string, string>> = {
  // web3.js 1.x (the design card's Solana stack) through jayson: MIT by its LICENSE file.
  'eyes@0.1.8': 'MIT (LICENSE file; package.json declares none)',
  // web3.js 1.x through borsh: the Unlicense by its LICENSE.md.
  'text-encoding-utf-8@1.0.2': 'Unlicense (LICENSE.md; package.json declares none)',
  // web3.js 1.x's websocket client: LGPL-3.0-only (OSI-approved). Shipped unmodified as its own module,
  // which the LGPL allows in an app under any licence; it reaches only apps with a Solana network.
  'rpc-websockets@9.3.10': 'LGPL-3.0-only (OSI-approved; unmodified, Solana apps only)',
  // @polkadot/extension-dapp 0.63.1 -> extension-inject -> @polkadot/api (for its types) -> rpc-provider's
  // optional light client: GPL-3.0 (OSI-approved, strong copyleft). Installed in apps with a Polkadot network,
  // never imported by the browser code (tests/unit/generator/polkadot-entry.test.ts checks the bundle), so a
  // built site does not ship it. To be decided by the maintainers: accepted here for installs only.
  '@substrate/connect@0.8.11': 'GPL-3.0-only (installed, never bundled; Polkadot apps only)',
  '@substrate/connect-extension-protocol@2.2.2':
    'GPL-3.0-only (installed, never bundled; Polkadot apps only)',
  '@substrate/connect-known-chains@1.10.3': 'GPL-3.0-only (installed, never bundled; Polkadot apps only)',
  'smoldot@2.0.26':
    'GPL-3.0-or-later WITH Classpath-exception-2.0 (installed, never bundled; Polkadot apps only)',
}
