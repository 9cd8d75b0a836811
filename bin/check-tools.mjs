// Plain JavaScript on purpose: it runs before tsx is loaded, so it can say that tsx itself is missing.
// The CLI's tools (tsx, Vite, ts-morph, the devnet's anvil and PGlite, ...) are listed in package.json
// `portkitTools` at their devDependencies ranges, and an app installs them as devDependencies: not as
// peers, because npm keeps an (even optional) peer of a production dependency in `npm ci --omit=dev`.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { URL, fileURLToPath } from 'node:url'

const PACKAGE_ROOT = fileURLToPath(new URL('..', import.meta.url))
// Enough to print help and scaffold an app; every other command may load any of the tools.
const CREATE_TOOLS = ['tsx', 'commander']
const LIGHT_COMMANDS = new Set(['create', 'help', '--help', '-h', '--version', '-v', undefined])

/** The CLI's tools with the ranges portkit is developed and tested with. */
export function cliTools() {
  const pkg = JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8'))
  return pkg.portkitTools.map((name) => ({ name, range: pkg.devDependencies[name] }))
}

/** Node's lookup: node_modules/<name> in the package's folder or any folder above it. */
export function isInstalled(name, from = PACKAGE_ROOT) {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'node_modules', name, 'package.json'))) return true
    if (dirname(dir) === dir) return false
  }
}

// Tools of one command that apps rarely run, so the template does not install them: `gen-api` rewrites the
// committed OpenAPI types, which `generate` copies without openapi-typescript.
const COMMAND_TOOLS = { 'gen-api': ['openapi-typescript'] }

/** The tools `command` needs that are not installed, with the ranges portkit supports. */
export function missingTools(command, installed = isInstalled) {
  const pkg = JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8'))
  const extra = (COMMAND_TOOLS[command] ?? []).map((name) => ({ name, range: pkg.devDependencies[name] }))
  const needed = LIGHT_COMMANDS.has(command)
    ? cliTools().filter((tool) => CREATE_TOOLS.includes(tool.name))
    : [...cliTools(), ...extra]
  return needed.filter((tool) => !installed(tool.name))
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
