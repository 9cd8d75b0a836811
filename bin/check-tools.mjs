// Plain JavaScript on purpose: it runs before the CLI is loaded, so it can say that a tool is missing.
// The CLI's tools (commander, ts-morph, Vite, the devnet's anvil and PGlite, ...) are listed in package.json
// `portkitTools` at their devDependencies ranges, and an app installs them as devDependencies: not as
// peers, because npm keeps an (even optional) peer of a production dependency in `npm ci --omit=dev`.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { URL, fileURLToPath, pathToFileURL } from 'node:url'

const PACKAGE_ROOT = fileURLToPath(new URL('..', import.meta.url))

// The tools each command loads (tests/unit/cli/command-tools.test.ts runs `generate` and `build` with only
// theirs), so a host's CI that only generates and builds installs no devnet. Any other command (`dev`) may
// load every tool. `gen-api` rewrites the committed OpenAPI types, which `generate` copies without
// openapi-typescript: apps rarely run it, so the template does not install it.
const COMMAND_TOOLS = {
  create: ['commander'],
  generate: ['commander', 'ts-morph'],
  build: ['commander', 'ts-morph', 'vite', '@vitejs/plugin-react'],
  doctor: ['commander'],
  add: ['commander', 'ts-morph'],
  remove: ['commander', 'ts-morph'],
  'gen-api': ['commander', 'openapi-typescript'],
}
// This repository installs anvil's Linux x64 build (its CI's registry has no other); an app installs foundry's
// wrapper, which brings the build of its machine (devnet/anvil-package.ts finds either). Either one will do,
// and the install line names the wrapper.
const APP_TOOL = { '@foundry-rs/anvil-linux-amd64': '@foundry-rs/anvil' }
const HELP = new Set(['help', '--help', '-h', '--version', '-v', undefined])

/** Node's lookup: node_modules/<name> in the package's folder or any folder above it. */
export function isInstalled(name, from = PACKAGE_ROOT) {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'node_modules', name, 'package.json'))) return true
    if (dirname(dir) === dir) return false
  }
}

/** The tools `command` needs that are not installed, with the ranges portkit supports. */
export function missingTools(command, installed = isInstalled) {
  const pkg = JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8'))
  const names = HELP.has(command) ? COMMAND_TOOLS.create : (COMMAND_TOOLS[command] ?? pkg.portkitTools)
  return names
    .filter((name) => !installed(name) && !(APP_TOOL[name] && installed(APP_TOOL[name])))
    .map((name) => ({ name: APP_TOOL[name] ?? name, range: pkg.devDependencies[name] }))
}

/** Exits with a message naming what is missing and the command that installs it. */
export function requireTools(command, binName) {
  const missing = missingTools(command)
  if (missing.length === 0) return
  const specs = missing.map((tool) => `${tool.name}@"${tool.range}"`).join(' ')
  const what = binName === 'create-portkit' ? 'create-portkit' : `portkit ${command ?? ''}`.trim()
  console.error(
    `${what}: missing package${missing.length > 1 ? 's' : ''} ${missing.map((p) => p.name).join(', ')}.\n` +
      `Portkit's CLI tools are not installed with it; install them in your app as devDependencies:\n` +
      `  npm install --save-dev ${specs}`,
  )
  process.exit(1)
}

/**
 * The compiled CLI (dist/cli: `npm run build` in a checkout; the published tarball carries it, `prepack`
 * builds it), on plain Node: no TypeScript loader at run time. `entry` is `main` (every command) or `serve`.
 */
export async function loadCli(entry = 'main') {
  const main = join(PACKAGE_ROOT, 'dist', 'cli', `${entry}.js`)
  if (!existsSync(main)) {
    console.error(`portkit: ${main} is missing: run \`npm run build\` in ${PACKAGE_ROOT}`)
    process.exit(1)
  }
  return import(pathToFileURL(main).href)
}
