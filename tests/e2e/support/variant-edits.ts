import { cp, mkdir, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { run } from '../../support/run.ts'
import { madeOnce } from '../../support/made-once.ts'
import { REPO_ROOT } from '../../support/scaffold-app.ts'
import { E2E_RUN_DIR_ENV, stepTimer, templateApp } from '../../support/shared-app.ts'

/** Replaces `from` with `to` in a file of the app, and fails loudly when the template changed. */
export async function edit(file: string, from: string, to: string): Promise<void> {
  const text = await readFile(file, 'utf8')
  if (!text.includes(from)) throw new Error(`${file} has no ${JSON.stringify(from)}`)
  await writeFile(file, text.replace(from, to))
}

/**
 * portkit's optional peers the variants install (each *-app.ts names its own): one tree holds them all,
 * installed once per run (`peerTree`), so the variants share one `npm install`.
 */
const VARIANT_PEERS = [
  '@solana/web3.js',
  '@scure/btc-signer',
  '@polkadot/extension-dapp',
  '@polkadot/util-crypto',
  '@polkadot/api',
  '@coinbase/wallet-sdk',
]

/** `name@range` at portkit's peer range (package.json), as a host installs it. */
function peerSpec(name: string): string {
  const { peerDependencies } = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as {
    peerDependencies: Record<string, string>
  }
  const range = peerDependencies[name]
  if (range === undefined) throw new Error(`${name} is not a peer dependency of portkit`)
  return `${name}@${range}`
}

let tree: Promise<string> | undefined

/**
 * The run's template app tree plus every VARIANT_PEERS, installed once in the run folder: the template's
 * package files and a hard-link copy of its node_modules (so the template stays as it was), then
 * `npm install` of the peers.
 */
function peerTree(runDir: string): Promise<string> {
  return (tree ??= madeOnce(join(runDir, 'peer-tree.json'), async () => {
    const template = await templateApp()
    if (!template) throw new Error(`${E2E_RUN_DIR_ENV} is not set`)
    const timer = stepTimer('peer tree')
    const dir = join(runDir, 'peer-tree')
    // What an earlier attempt left half made goes first.
    await rm(dir, { recursive: true, force: true })
    await mkdir(dir)
    for (const file of ['package.json', 'package-lock.json'])
      await cp(join(template.appDir, file), join(dir, file))
    await run('cp', ['-al', join(template.appDir, 'node_modules'), join(dir, 'node_modules')], { cwd: dir })
    // npm rewrites its own record of the tree in place: that file must not be shared with the template app.
    const record = join(dir, 'node_modules/.package-lock.json')
    await writeFile(`${record}.own`, await readFile(record))
    await rename(`${record}.own`, record)
    await run(
      'npm',
      ['install', '--prefer-offline', '--no-audit', '--no-fund', ...VARIANT_PEERS.map(peerSpec)],
      {
        cwd: dir,
      },
    )
    timer('copy + npm install')
    return dir
  }))
}

/**
 * `npm install` of the peers `names` in a copy of the template app, as a host adds optional peers. In a run,
 * the copy links to the run's peer tree instead (its node_modules, package.json and lock), which has them
 * installed beside the other variants' peers: a config only loads the peers it names.
 */
export async function installPeers(appDir: string, ...names: string[]): Promise<void> {
  const unknown = names.filter((name) => !VARIANT_PEERS.includes(name))
  if (unknown.length > 0) throw new Error(`${unknown.join(', ')}: add to VARIANT_PEERS`)
  const runDir = process.env[E2E_RUN_DIR_ENV]
  if (!runDir) {
    await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', ...names.map(peerSpec)], {
      cwd: appDir,
    })
    return
  }
  const dir = await peerTree(runDir)
  await rm(join(appDir, 'node_modules'))
  await symlink(join(dir, 'node_modules'), join(appDir, 'node_modules'), 'dir')
  for (const file of ['package.json', 'package-lock.json']) await cp(join(dir, file), join(appDir, file))
}

/** Writes the host's own component `src/<name>.tsx` and renders it below the template's App. */
export async function addDemo(appDir: string, name: string, source: string): Promise<void> {
  await writeFile(join(appDir, `src/${name}.tsx`), source)
  const main = join(appDir, 'src/main.tsx')
  await edit(main, '      <App />\n', `      <App />\n      <${name} />\n`)
  await edit(main, "import './styles.css'", `import { ${name} } from './${name}.tsx'\nimport './styles.css'`)
}
