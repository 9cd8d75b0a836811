// Plain JavaScript on purpose: it runs before tsx is loaded, so it can say that tsx itself is missing.
// The CLI's tools (tsx, Vite, ts-morph, the devnet's anvil and PGlite, ...) are optional peer
// dependencies of portkit: a host app's production install does not carry them, its devDependencies do.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { URL, fileURLToPath } from 'node:url'

const PACKAGE_ROOT = fileURLToPath(new URL('..', import.meta.url))
// Enough to print help and scaffold an app; every other command may load any of the tools.
const CREATE_TOOLS = ['tsx', 'commander']
const LIGHT_COMMANDS = new Set(['create', 'help', '--help', '-h', '--version', '-v', undefined])

/** The optional peers that are tools (WalletConnect is a browser dependency of the app, not a tool). */
export function toolPeers() {
  const pkg = JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8'))
  return Object.entries(pkg.peerDependenciesMeta ?? {})
    .filter(([name, meta]) => meta.optional && !name.startsWith('@walletconnect/'))
    .map(([name]) => ({ name, range: pkg.peerDependencies[name] }))
}

/** Node's lookup: node_modules/<name> in the package's folder or any folder above it. */
export function isInstalled(name, from = PACKAGE_ROOT) {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'node_modules', name, 'package.json'))) return true
    if (dirname(dir) === dir) return false
  }
}

/** The tools `command` needs that are not installed, with the ranges portkit supports. */
export function missingTools(command, installed = isInstalled) {
  const needed = LIGHT_COMMANDS.has(command)
    ? toolPeers().filter((peer) => CREATE_TOOLS.includes(peer.name))
    : toolPeers()
  return needed.filter((peer) => !installed(peer.name))
}

/** Exits with a message naming what is missing and the command that installs it. */
export function requireTools(command, binName) {
  const missing = missingTools(command)
  if (missing.length === 0) return
  const specs = missing.map((peer) => `${peer.name}@"${peer.range}"`).join(' ')
  const what = binName === 'create-portkit' ? 'create-portkit' : `portkit ${command ?? ''}`.trim()
  console.error(
    `${what}: missing package${missing.length > 1 ? 's' : ''} ${missing.map((p) => p.name).join(', ')}.\n` +
      `Portkit's CLI tools are optional peer dependencies; install them in your app as devDependencies:\n` +
      `  npm install --save-dev ${specs}`,
  )
  process.exit(1)
}
