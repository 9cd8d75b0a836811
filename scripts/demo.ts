/**
 * `npm run demo`: the user's path end to end. Scaffolds the react-vite template with the real CLI into
 * `.portkit/demo-app` (once), turns on every default feature in its portkit.config.ts (withDemoFeatures),
 * installs it against this checkout, then runs `portkit dev` there.
 */
import { spawn } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { join, resolve } from 'node:path'
import { UNISWAP_PACKAGES } from '../devnet/contracts/uniswap-artifacts.ts'
import { withDemoFeatures } from './demo-features.ts'

const repoRoot = resolve(fileURLToPath(new URL('..', import.meta.url)))
// PORTKIT_DEMO_DIR puts the demo app elsewhere (e.g. a temp folder) without touching this checkout.
const appDir = resolve(process.env.PORTKIT_DEMO_DIR ?? join(repoRoot, '.portkit', 'demo-app'))
const bin = join(repoRoot, 'bin', 'portkit.mjs')

function run(command: string, args: string[], cwd: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit' })
    // The terminal sends Ctrl-C to the whole group; a `kill` of this script alone must still reach the child.
    const forward = (signal: NodeJS.Signals) => child.kill(signal)
    process.on('SIGINT', forward)
    process.on('SIGTERM', forward)
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward)
      process.off('SIGTERM', forward)
      resolve(code ?? (signal ? 1 : 0))
    })
  })
}

async function step(command: string, args: string[], cwd: string): Promise<void> {
  const code = await run(command, args, cwd)
  if (code !== 0) {
    console.error(`demo: \`${[command, ...args].join(' ')}\` failed with exit code ${code}`)
    process.exit(code)
  }
}

if (!existsSync(join(appDir, 'package.json'))) {
  await step(process.execPath, [bin, 'create', appDir, '--yes', '--portkit', `file:${repoRoot}`], repoRoot)
}
const configFile = join(appDir, 'portkit.config.ts')
writeFileSync(configFile, withDemoFeatures(readFileSync(configFile, 'utf8')))
// Cheap when nothing changed; picks up a template dependency bump otherwise.
await step('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], appDir)
// The devnet's swaps run on Uniswap v3 from these packages' artifacts; a scaffolded app leaves them out
// (they bring hardhat along, ~300 MB), so the demo adds them at the versions portkit is tested with.
const devDependencies = (
  JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
    devDependencies: Record<string, string>
  }
).devDependencies
const uniswapTools = UNISWAP_PACKAGES.map((name) => `${name}@${devDependencies[name]}`)
await step(
  'npm',
  ['install', '--save-dev', '--prefer-offline', '--no-audit', '--no-fund', ...uniswapTools],
  appDir,
)
process.exit(await run(process.execPath, [bin, 'dev', '--cwd', appDir], appDir))
