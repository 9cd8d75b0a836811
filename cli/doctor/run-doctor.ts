import { resolve } from 'node:path'
import type { ResolvedConfig } from '../../runtime/config/index.ts'
import { readManifest, type DevnetManifest } from '../../devnet/manifest.ts'
import { isLoopbackUrl } from '../../generator/config/check-public-rpc.ts'
import { FEATURE_TABLE_TITLE, featureRows, featureTable } from '../../generator/config/feature-services.ts'
import { loadAppConfig } from '../../generator/config/load-app-config.ts'
import { AVATAR_HOSTS_NOTE, cspPolicy, cspSources } from '../../generator/doctor/csp.ts'
import { configuredEndpoints, type Endpoint } from '../../generator/doctor/endpoints.ts'
import { probeEndpoint, type ProbeResult } from '../../generator/doctor/probe-endpoint.ts'
import { walletConnectProjectIdProblem } from '../../generator/doctor/project-id.ts'
import { runningDevnet } from '../dev/running-devnet.ts'
import { CliError, DEVNET_DOWN_DETAIL, DevnetNotRunningError, LOOPBACK_REFUSED_DETAIL } from '../errors.ts'

export interface DoctorOptions {
  appDir: string
  timeoutMs: number
  /** Check the config as `portkit dev` serves it: against the running devnet's manifest. */
  devnet: boolean
}

/**
 * `portkit doctor`: validates the config, asks every configured endpoint one question, and prints the
 * CSP sources the config needs. Exits 1 when the config is invalid or an endpoint failed.
 */
export async function runDoctor({ appDir, timeoutMs, devnet }: DoctorOptions): Promise<void> {
  const root = resolve(appDir)
  const manifest = devnet ? runningDevnet(root) : undefined
  // The loader `portkit generate` uses: doctor accepts exactly the configs generate accepts.
  const config = await loadAppConfig(root, { manifest })
  console.log('config     ok  portkit.config.ts is valid')
  const projectIdProblem = walletConnectProjectIdProblem(config)
  if (projectIdProblem) console.log(`projectId  warn  ${projectIdProblem}`)

  const endpoints = configuredEndpoints(config)
  const results = await Promise.all(endpoints.map((endpoint) => probeEndpoint(endpoint, config, timeoutMs)))
  const devnetDown = results.some((result, i) => result.refused && isDevnetUrl(endpoints[i]!.url, manifest))
  const width = Math.max(0, ...endpoints.map((endpoint) => endpoint.name.length))
  console.log(`\nEndpoints (${endpoints.length}, timeout ${timeoutMs} ms)`)
  endpoints.forEach((endpoint, i) => {
    const result = results[i]!
    console.log(
      `  ${result.ok ? 'ok    ' : 'failed'}  ${endpoint.name.padEnd(width)}  ${endpoint.url}  ${detail(endpoint, result, manifest)} (${result.ms} ms)`,
    )
  })

  const csp = cspSources(config)
  console.log('\nContent-Security-Policy sources this config needs')
  for (const directive of ['connect-src', 'frame-src', 'img-src'] as const) {
    const sources = csp[directive]
    console.log(`  ${directive.padEnd(11)} ${sources.length > 0 ? sources.join(' ') : '(none)'}`)
  }
  if (csp['img-src'].includes('https:')) console.log(`  ${AVATAR_HOSTS_NOTE}`)
  console.log(`\n${CSP_POLICY_TITLE}\n  ${cspPolicy(config)}`)
  console.log(`  ${CSP_FILE_NOTE}`)
  printFeatures(config)
  if (!devnet && readManifest(root)) {
    console.log(
      '\nA devnet is running here: `portkit doctor --devnet` checks the config as `portkit dev` serves it.',
    )
  }

  if (devnetDown) throw new DevnetNotRunningError('.portkit/devnet.json is left from a devnet that stopped')
  const failed = results.filter((result) => !result.ok).length
  if (failed > 0) throw new CliError(`${failed} of ${endpoints.length} endpoints failed`)
}

/** The heading of the whole policy in the doctor's output (the CSP browser test reads the line after it). */
export const CSP_POLICY_TITLE = "Content-Security-Policy for the app's pages (no inline scripts or styles)"

/** Where a server finds the same policy without copying it (docs/security.md, the next-app template's proxy). */
export const CSP_FILE_NOTE =
  "portkit generate writes it to src/portkit/csp.ts as contentSecurityPolicy() (--devnet and portkit dev: the devnet's)"

/** Which features are on, and the service each needs: why a feature the host expected is missing. */
function printFeatures(config: ResolvedConfig): void {
  console.log(`\n${FEATURE_TABLE_TITLE}\n${featureTable(featureRows(config))}`)
}

/** A refused loopback URL means a local server is down: say which and how to start it, not ECONNREFUSED. */
function detail(endpoint: Endpoint, result: ProbeResult, manifest: DevnetManifest | undefined): string {
  if (!result.refused || !isLoopbackUrl(endpoint.url)) return result.detail
  return isDevnetUrl(endpoint.url, manifest) ? DEVNET_DOWN_DETAIL : LOOPBACK_REFUSED_DETAIL
}

function isDevnetUrl(url: string, manifest: DevnetManifest | undefined): boolean {
  if (!manifest) return false
  const urls = [...manifest.chains.map((chain) => chain.rpcUrl), ...Object.values(manifest.services)]
  return urls.some((other) => new URL(other).host === new URL(url).host)
}
