import { readFile, rm } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { type Devnet, type DevnetManifest, type WalletCatalogue } from '../../devnet/index.ts'
import { devnetRewrites } from './devnet-rewrites.ts'
import { startTestDevnet } from './test-devnet.ts'
import { packPortkit, scaffoldApp } from './scaffold-app.ts'
import {
  buildApp,
  copyTemplateApp,
  scaffoldFromTemplateApp,
  stepTimer,
  templateApp,
  variantApp,
  type AppVariant,
} from './shared-app.ts'
import { serveStatic, type RouteHandler } from './static-server.ts'
import { startFaultProxy, type FaultProxy } from './fault-proxy.ts'

/**
 * A part of the devnet a served app can be given behind a fault proxy: `server` (every service, one
 * origin: a fault is scoped by mount path, e.g. `/data`), `relay` (the WalletConnect relay's WebSocket),
 * `chain:<chainId>` (that EVM chain's RPC) or `service:<name>`, the origin of the manifest's
 * `services.<name>` as devnet-rewrites.ts names it: `service:solanaRpc` (litesvm's JSON-RPC and its ws on
 * the same port), `service:bitcoinApi` (the regtest Esplora API). A service on the server's origin is
 * `server`: one origin, one proxy.
 */
export type ProxiedPart = 'server' | 'relay' | `chain:${number}` | `service:${string}`

export interface ServedApp {
  appDir: string
  devnet: Devnet
  url: string
  /** The projectId it was built with; its served origin is on this project's secure-frame allowlist. */
  projectId: string
  /** What `npm run build` (`portkit build`) printed, e.g. its size table. */
  buildOutput: string
  /** The fault proxies the page talks to instead of the parts named in `faultProxies`. */
  proxies: Partial<Record<ProxiedPart, FaultProxy>>
  stop(): Promise<void>
}

// Outside a Playwright run (e.g. the bench): one packed tarball per process.
let tarball: Promise<string> | undefined

/**
 * A new user's app, end to end: scaffolded with the CLI, installed from the packed repo, built against a
 * running devnet (so its manifest is baked into the config) and served on loopback. Each call gets a fresh
 * devnet. In a Playwright run the app is a copy of the run's template app (installed and built once); with
 * no `beforeBuild`, its build is reused and served with the old devnet's URLs replaced by the fresh
 * devnet's (devnet-rewrites.ts), so copies can run side by side. With a `variant`, the same
 * holds for that variant's build (made once per run, tests/support/shared-app.ts). With `template`, the
 * app is that template's (`portkit create --template`, installed from the template app's tree:
 * `scaffoldFromTemplateApp`), built against the fresh devnet.
 */
export async function startServedApp(
  options: {
    beforeBuild?: (appDir: string, devnet: Devnet) => Promise<void>
    variant?: AppVariant
    /** Another template than react-vite (e.g. react-vite-wagmi): scaffolded, installed and built for this call. */
    template?: string
    /** The wallets its devnet's catalogue API serves (e.g. tests/fixtures/generated-wallets.ts for paging). */
    walletCatalogue?: WalletCatalogue
    /** False for an app whose projectId the devnet's server must not know (spec 8's invalid project). */
    registerProject?: boolean
    /** Sees each request to the app's server first (e.g. to add a header); true when it answered. */
    routes?: RouteHandler
    /**
     * Devnet parts the page reaches through a fault proxy (tests/support/fault-proxy.ts) a test switches
     * at run time; the devnet itself and the test's own calls use the real URLs.
     */
    faultProxies?: ProxiedPart[]
  } = {},
): Promise<ServedApp> {
  const { variant } = options
  const template = await (variant ? variantApp(variant) : templateApp())
  const timer = stepTimer('served app')
  const other = options.template
  const appDir = other
    ? template
      ? await scaffoldFromTemplateApp(template, other)
      : await scaffoldApp({ tarball: await (tarball ??= packPortkit()), extraArgs: ['--template', other] })
    : template
      ? await copyTemplateApp(template)
      : await scaffoldApp({ tarball: await (tarball ??= packPortkit()) })
  timer(
    other ? `scaffold ${other} + npm install` : template ? 'copy template' : 'pack + scaffold + npm install',
  )
  // Outside a Playwright run there is no shared build: a fresh app gets the variant's edits here.
  const beforeBuild =
    options.beforeBuild ?? (variant && !template ? (dir: string) => variant.edit(dir) : undefined)
  const stops: (() => Promise<unknown>)[] = [() => rm(dirname(appDir), { recursive: true, force: true })]
  const stop = async () => {
    for (const step of stops.splice(0)) await step().catch(() => undefined)
  }
  try {
    const devnet = await startTestDevnet({
      appDir,
      socialLogin: variant?.socialLogin,
      bitcoin: variant?.bitcoin,
      walletCatalogue: options.walletCatalogue,
    })
    stops.unshift(() => devnet.stop())
    timer('devnet')
    const rewrites =
      template && !beforeBuild && !other ? reuseBuild(template.builtAgainst, devnet.manifest) : undefined
    let buildOutput: string
    if (rewrites && template) {
      buildOutput = template.buildOutput
    } else {
      await beforeBuild?.(appDir, devnet)
      buildOutput = await buildApp(appDir, { production: variant?.production })
      timer('build')
    }
    const proxies: ServedApp['proxies'] = {}
    let served = rewrites
    for (const part of options.faultProxies ?? []) {
      const target = new URL(partUrl(devnet.manifest, part))
      const proxy = await startFaultProxy(target.origin)
      stops.unshift(() => proxy.close())
      proxies[part] = proxy
      served = throughProxy(served ?? new Map([[target.host, target.host]]), target.host, proxy.host)
    }
    const server = await serveStatic(join(appDir, 'dist'), options.routes, served)
    stops.unshift(() => server.close())
    const projectId = await allowServedOrigin(appDir, devnet, server.url, {
      register: options.registerProject ?? true,
    })
    return { appDir, devnet, url: server.url, projectId, buildOutput, proxies, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/**
 * As `portkit dev` does: the app's projectId, read from its generated config (loading portkit.config.ts
 * would take ~1 s), becomes a project of the devnet's server, with the origin the app is served on allowed
 * (unless `register` is false: an app whose project the server does not know). Returns it.
 */
export async function allowServedOrigin(
  appDir: string,
  devnet: Devnet,
  url: string,
  { register = true } = {},
): Promise<string> {
  const file = join(appDir, 'src', 'portkit', 'config.ts')
  const projectId = /^ {2}projectId: '([^']+)',$/m.exec(await readFile(file, 'utf8'))?.[1]
  if (!projectId) throw new Error(`${file} names no projectId`)
  if (register) await devnet.allowApp(projectId, new URL(url).origin)
  return projectId
}

/** The URL of a proxied part in the devnet's manifest. */
function partUrl(manifest: DevnetManifest, part: ProxiedPart): string {
  if (part === 'server' || part === 'relay') {
    const url = part === 'server' ? manifest.services.dataApi : manifest.services.walletConnectRelay
    if (!url) throw new Error(`the devnet has no ${part} to put a fault proxy in front of`)
    return url
  }
  if (part.startsWith('service:')) {
    const name = part.slice('service:'.length)
    const url = manifest.services[name]
    if (!url) throw new Error(`the devnet has no services.${name} to put a fault proxy in front of`)
    // Two proxies for one origin would rewrite each other's host: the server's services go through `server`.
    const { dataApi } = manifest.services
    if (dataApi && new URL(url).host === new URL(dataApi).host)
      throw new Error(`services.${name} is on the server's origin: proxy 'server', scoped by path`)
    return url
  }
  const chainId = Number(part.slice('chain:'.length))
  const chain = manifest.chains.find((each) => each.chainId === chainId)
  if (!chain) throw new Error(`the devnet has no chain ${chainId}`)
  return chain.rpcUrl
}

/** `rewrites` with every target `host` (the fresh devnet's) replaced by the proxy's `proxyHost`. */
function throughProxy(
  rewrites: ReadonlyMap<string, string>,
  host: string,
  proxyHost: string,
): Map<string, string> {
  return new Map([...rewrites].map(([from, to]) => [from, to === host ? proxyHost : to]))
}

/** The rewrites that point a reused build at `fresh`, or undefined when it cannot (then the app is built). */
function reuseBuild(builtAgainst: DevnetManifest, fresh: DevnetManifest): Map<string, string> | undefined {
  try {
    return devnetRewrites(builtAgainst, fresh)
  } catch {
    return undefined
  }
}
