import { readFile, realpath, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { run } from '../../support/run.ts'
import type { AppVariant } from '../../support/shared-app.ts'

/** The logo the variant's metadata names: the SDK hands it to the Coinbase extension as appLogoUrl. */
export const COINBASE_APP_LOGO = 'http://127.0.0.1:5173/portkit-logo.png'

/** `edit` replaces `from` with `to` in a file of the app, and fails loudly when the template changed. */
async function edit(file: string, from: string, to: string): Promise<void> {
  const text = await readFile(file, 'utf8')
  if (!text.includes(from)) throw new Error(`${file} has no ${JSON.stringify(from)}`)
  await writeFile(file, text.replace(from, to))
}

/**
 * The template app with the Coinbase connector, as a host adds it: `'coinbase'` in portkit.config.ts's
 * connectors (listed first: the modal still shows it in the external group, after browser wallets), a logo in its metadata, and `npm install @coinbase/wallet-sdk` (portkit's optional peer for
 * it) in its own node_modules. Built once per run for coinbase.spec.ts.
 */
export const COINBASE_APP: AppVariant = {
  name: 'coinbase-app',
  async edit(appDir) {
    const config = join(appDir, 'portkit.config.ts')
    await edit(
      config,
      "connectors: ['injected', 'walletconnect'],",
      "connectors: ['coinbase', 'injected', 'walletconnect'],",
    )
    await edit(config, 'icons: [],', `icons: ['${COINBASE_APP_LOGO}'],`)
    // The copy shares the template's node_modules by symlink: it gets its own tree (hard links) to add to.
    const modules = join(appDir, 'node_modules')
    const shared = await realpath(modules)
    await rm(modules)
    await run('cp', ['-al', shared, modules], { cwd: appDir })
    const record = join(modules, '.package-lock.json')
    await writeFile(`${record}.own`, await readFile(record))
    await run('mv', [`${record}.own`, record], { cwd: appDir })
    await run(
      'npm',
      ['install', '--prefer-offline', '--no-audit', '--no-fund', '@coinbase/wallet-sdk@^4.4.0'],
      {
        cwd: appDir,
      },
    )
  },
}
