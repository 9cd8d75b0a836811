import type { DevnetManifest } from '../../devnet/manifest.ts'

/** What a developer needs to point a wallet at the devnet: chains, RPC URLs, services and funded keys. */
export function printDevnet(manifest: DevnetManifest, appUrl: string | undefined): void {
  const width = Math.max(...manifest.chains.map((chain) => chain.name.length))
  console.log('\nPortkit devnet')
  for (const chain of manifest.chains) {
    console.log(`  ${chain.name.padEnd(width)}  ${chain.caipNetworkId.padEnd(14)}  ${chain.rpcUrl}`)
  }
  const services = Object.entries(manifest.services)
  if (services.length > 0) {
    console.log('\nServices')
    for (const [name, url] of services) console.log(`  ${name.padEnd(width)}  ${url}`)
  }
  const tokens = Object.entries(manifest.tokens ?? {})
  if (tokens.length > 0) {
    console.log('\nFixture tokens (spam: its transfers are flagged in history)')
    for (const [chain, list] of tokens) {
      for (const token of list) {
        const label = `${token.symbol} (${token.decimals} decimals${token.spam ? ', spam' : ''})`
        console.log(`  ${chain.padEnd(14)}  ${label.padEnd(28)}  ${token.address}`)
      }
    }
  }
  if (manifest.ens) {
    const { ens } = manifest
    console.log(
      `\nENS on ${ens.caipNetworkId}: universal resolver ${ens.universalResolver}, registry ${ens.registry}`,
    )
    for (const entry of ens.names)
      console.log(`  ${entry.name.padEnd(18)}  ${entry.address}  avatar ${entry.avatar}`)
  }
  console.log('\nFunded test accounts (public test keys: never send real funds to them)')
  for (const account of manifest.accounts) console.log(`  ${account.address}  ${account.privateKey}`)
  if (manifest.solana) {
    console.log(
      `\n${manifest.solana.name} (${manifest.solana.caipNetworkId}): funded keypairs, base58 secret keys`,
    )
    for (const account of manifest.solana.accounts) console.log(`  ${account.address}  ${account.secretKey}`)
  }
  if (manifest.bitcoin) {
    console.log(
      `\n${manifest.bitcoin.name} (${manifest.bitcoin.caipNetworkId}, regtest, API ${manifest.services.bitcoinApi}): funded keys, payment and taproot addresses, hex private keys`,
    )
    for (const account of manifest.bitcoin.accounts)
      console.log(`  ${account.address}  ${account.taprootAddress}  ${account.privateKey}`)
  }
  console.log(`\nApp: ${appUrl ?? '(Vite did not report a URL)'}`)
  console.log('Press Ctrl-C to stop the app and the devnet.\n')
}
