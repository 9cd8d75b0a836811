/**
 * Install size of what a host app gets from portkit, beside a bare React + viem app: packages and MiB of
 * node_modules for the runtime dependencies alone, a scaffolded app's production install and its full
 * dev install, and the next-app template's production install beside a bare Next.js app. A report for
 * `npm run bench`: figures are printed against the targets, never asserted.
 */
import { lstat, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { run } from '../tests/support/run.ts'
import { packPortkit, removePackedTarball, REPO_ROOT, scaffoldApp } from '../tests/support/scaffold-app.ts'

/** RainbowKit's dev install as quoted in issue 10 (not measured here). */
const RAINBOWKIT_QUOTED_PACKAGES = 492
const TARGETS = { productionPackagesOverBare: 40, productionMiBOverBare: 40, devPackages: 150 }

export interface InstallSize {
  packages: number
  bytes: number
}

/** Counts installed packages (every node_modules/[@scope/]name with a package.json) and their bytes. */
export async function measureNodeModules(dir: string): Promise<InstallSize> {
  let packages = 0
  let bytes = 0
  async function walk(path: string, isPackageSlot: boolean): Promise<void> {
    const info = await lstat(path)
    if (info.isSymbolicLink()) return
    if (!info.isDirectory()) {
      bytes += info.size
      return
    }
    const entries = await readdir(path)
    if (isPackageSlot && entries.includes('package.json')) packages++
    for (const entry of entries) {
      const child = join(path, entry)
      if (entry === 'node_modules') await walkModules(child)
      else await walk(child, false)
    }
  }
  async function walkModules(modules: string): Promise<void> {
    for (const entry of await readdir(modules)) {
      const child = join(modules, entry)
      if (entry.startsWith('@')) {
        for (const scoped of await readdir(child)) await walk(join(child, scoped), true)
      } else if (entry.startsWith('.')) {
        await walk(child, false)
      } else {
        await walk(child, true)
      }
    }
  }
  await walkModules(join(dir, 'node_modules'))
  return { packages, bytes }
}

// Vite's build (earlier in `npm run bench`) sets NODE_ENV=production in this process, which makes npm omit
// devDependencies from every install; each install here says what it omits itself. The production installs
// are `npm ci` from the lockfile of the app's full install, so a lockfile is written whatever the machine's
// npm config says (with package-lock=false, `npm ci` refused: EUSAGE, no package-lock.json).
const npm = (args: string[], cwd: string) =>
  run('npm', [...args, '--prefer-offline', '--no-audit', '--no-fund'], {
    cwd,
    env: { NODE_ENV: 'development', npm_config_package_lock: 'true' },
  })

/**
 * `portkit create` and its `npm install` (tests/support/scaffold-app.ts), then the lockfile of that install
 * (`npm install --package-lock-only`: the installed versions; scaffoldApp's install follows the machine's npm
 * config, which may write none).
 */
async function scaffoldLockedApp(options: Parameters<typeof scaffoldApp>[0]): Promise<string> {
  const appDir = await scaffoldApp(options)
  try {
    await npm(['install', '--package-lock-only'], appDir)
    return appDir
  } catch (error) {
    await rm(dirname(appDir), { recursive: true, force: true })
    throw error
  }
}
const mib = (bytes: number) => bytes / 1024 / 1024
const signed = (value: number, digits: number) => `${value >= 0 ? '+' : ''}${value.toFixed(digits)}`

async function bareReactViemApp(): Promise<{ production: InstallSize; dev: InstallSize }> {
  const portkit = JSON.parse(await readFile(join(REPO_ROOT, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>
    peerDependencies: Record<string, string>
    devDependencies: Record<string, string>
  }
  const dir = await mkdtemp(join(tmpdir(), 'portkit-bare-install-'))
  try {
    // bench/baseline-app's dependencies, at the ranges portkit itself uses.
    const pkg = {
      name: 'bare-react-viem',
      private: true,
      type: 'module',
      dependencies: {
        react: portkit.peerDependencies.react,
        'react-dom': portkit.peerDependencies['react-dom'],
        viem: portkit.dependencies.viem,
      },
      devDependencies: {
        vite: portkit.devDependencies.vite,
        '@vitejs/plugin-react': portkit.devDependencies['@vitejs/plugin-react'],
      },
    }
    await writeFile(join(dir, 'package.json'), JSON.stringify(pkg, null, 2))
    await npm(['install'], dir)
    const dev = await measureNodeModules(dir)
    await rm(join(dir, 'node_modules'), { recursive: true, force: true })
    await npm(['ci', '--omit=dev'], dir)
    return { production: await measureNodeModules(dir), dev }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/** A bare Next.js app: next (at the next-app template's range), React and React DOM; production install. */
async function bareNextApp(): Promise<InstallSize> {
  const template = JSON.parse(await readFile(join(REPO_ROOT, 'templates/next-app/package.json'), 'utf8')) as {
    dependencies: Record<string, string>
  }
  const portkit = JSON.parse(await readFile(join(REPO_ROOT, 'package.json'), 'utf8')) as {
    peerDependencies: Record<string, string>
  }
  const dir = await mkdtemp(join(tmpdir(), 'portkit-bare-next-install-'))
  try {
    const dependencies = {
      next: template.dependencies.next,
      react: portkit.peerDependencies.react,
      'react-dom': portkit.peerDependencies['react-dom'],
    }
    await writeFile(
      join(dir, 'package.json'),
      JSON.stringify({ name: 'bare-next', private: true, dependencies }),
    )
    await npm(['install', '--omit=dev'], dir)
    return await measureNodeModules(dir)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/** `portkit create --template next-app`, installed, then its production install (`npm ci --omit=dev`). */
async function nextTemplateApp(tarball: string): Promise<InstallSize> {
  const appDir = await scaffoldLockedApp({ tarball, extraArgs: ['--template', 'next-app'] })
  try {
    await rm(join(appDir, 'node_modules'), { recursive: true, force: true })
    await npm(['ci', '--omit=dev'], appDir)
    return await measureNodeModules(appDir)
  } finally {
    await rm(dirname(appDir), { recursive: true, force: true })
  }
}

async function runtimeDepsAlone(tarball: string): Promise<InstallSize> {
  const dir = await mkdtemp(join(tmpdir(), 'portkit-runtime-install-'))
  try {
    await writeFile(join(dir, 'package.json'), '{ "name": "empty", "private": true }\n')
    await npm(['install', '--omit=dev', '--omit=peer', tarball], dir)
    return await measureNodeModules(dir)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

interface AppSizes {
  production: InstallSize
  /** The app's devDependencies (and typescript) that its production install still holds. */
  devPackagesInProduction: string[]
  dev: InstallSize
  /** The same app once the walletconnect connector and its SDK are dropped. */
  productionWithoutWalletConnect: InstallSize
}

/**
 * An app's devDependencies, and typescript: npm keeps a devDependency in `npm ci --omit=dev` when a production
 * package names it as an optional peer (viem, ox and abitype name typescript).
 */
async function devPackageNames(appDir: string): Promise<string[]> {
  const pkg = JSON.parse(await readFile(join(appDir, 'package.json'), 'utf8')) as {
    devDependencies?: Record<string, string>
  }
  return [...new Set([...Object.keys(pkg.devDependencies ?? {}), 'typescript'])]
}

/** Which of `names` are installed at the top of the app's node_modules. */
async function installedOf(appDir: string, names: string[]): Promise<string[]> {
  const present = await Promise.all(
    names.map((name) =>
      lstat(join(appDir, 'node_modules', name, 'package.json')).then(
        () => true,
        () => false,
      ),
    ),
  )
  return names.filter((_, i) => present[i])
}

async function scaffoldedApp(tarball: string): Promise<AppSizes> {
  const appDir = await scaffoldLockedApp({ tarball })
  const productionInstall = async () => {
    await rm(join(appDir, 'node_modules'), { recursive: true, force: true })
    await npm(['ci', '--omit=dev'], appDir)
    return measureNodeModules(appDir)
  }
  try {
    const production = await productionInstall()
    const devPackagesInProduction = await installedOf(appDir, await devPackageNames(appDir))
    await npm(['ci'], appDir)
    const dev = await measureNodeModules(appDir)
    const configFile = join(appDir, 'portkit.config.ts')
    const config = await readFile(configFile, 'utf8')
    await writeFile(
      configFile,
      config.replace("connectors: ['injected', 'walletconnect']", "connectors: ['injected']"),
    )
    await npm(['uninstall', '@walletconnect/universal-provider'], appDir)
    return {
      production,
      devPackagesInProduction,
      dev,
      productionWithoutWalletConnect: await productionInstall(),
    }
  } finally {
    await rm(dirname(appDir), { recursive: true, force: true })
  }
}

export async function benchInstallSize(): Promise<void> {
  const tarball = await packPortkit()
  try {
    const bare = await bareReactViemApp()
    const runtime = await runtimeDepsAlone(tarball)
    const app = await scaffoldedApp(tarball)
    const [bareNext, nextApp] = [await bareNextApp(), await nextTemplateApp(tarball)]
    const row = (size: InstallSize) => ({ packages: size.packages, MiB: Number(mib(size.bytes).toFixed(1)) })
    console.log('\nInstall size (node_modules)')
    console.table({
      'bare React + viem app, npm ci --omit=dev': row(bare.production),
      'bare React + viem app, full dev install (+ vite)': row(bare.dev),
      'portkit runtime deps alone (--omit=dev --omit=peer)': row(runtime),
      'react-vite template app, npm ci --omit=dev': row(app.production),
      'react-vite template app, full npm ci': row(app.dev),
      'same app without WalletConnect, npm ci --omit=dev': row(app.productionWithoutWalletConnect),
      'bare Next.js app (next, react, react-dom), --omit=dev': row(bareNext),
      'next-app template app, npm ci --omit=dev': row(nextApp),
      'RainbowKit (quoted in issue 10, not measured)': { packages: RAINBOWKIT_QUOTED_PACKAGES, MiB: NaN },
    })
    const verdict = (ok: boolean) => (ok ? 'within target' : 'OVER TARGET')
    const report = (
      label: string,
      packages: number,
      bytes: number,
      base = bare.production,
      baseName = 'app',
    ) => {
      const [p, m] = [packages - base.packages, mib(bytes - base.bytes)]
      const ok = p <= TARGETS.productionPackagesOverBare && m <= TARGETS.productionMiBOverBare
      console.log(
        `${label} over the bare ${baseName}: ${signed(p, 0)} packages, ${signed(m, 1)} MiB (target: at most ` +
          `+${TARGETS.productionPackagesOverBare} packages and +${TARGETS.productionMiBOverBare} MiB) -> ${verdict(ok)}`,
      )
    }
    report('runtime deps alone', runtime.packages, runtime.bytes)
    report('template app production install', app.production.packages, app.production.bytes)
    report(
      'template app without WalletConnect, production install',
      app.productionWithoutWalletConnect.packages,
      app.productionWithoutWalletConnect.bytes,
    )
    // ws is a dependency of viem itself; anything else here is a build tool in production.
    console.log(
      `template app devDependencies in its production install: ${app.devPackagesInProduction.join(', ') || '(none)'}`,
    )
    console.log(
      `template app full dev install: ${app.dev.packages} packages (target: at most ${TARGETS.devPackages}) -> ${verdict(
        app.dev.packages <= TARGETS.devPackages,
      )}`,
    )
    report('next-app template production install', nextApp.packages, nextApp.bytes, bareNext, 'Next.js app')
  } finally {
    await removePackedTarball(tarball)
  }
}
