import { resolve } from 'node:path'
import { readManifest } from '../../devnet/manifest.ts'
import { loadConfig } from '../../generator/config/load-config.ts'
import { resolveConfig } from '../../generator/config/validate-config.ts'
import { cspSources } from '../../generator/doctor/csp.ts'
import { configuredEndpoints } from '../../generator/doctor/endpoints.ts'
import { probeEndpoint } from '../../generator/doctor/probe-endpoint.ts'
import { CliError } from '../errors.ts'

export interface DoctorOptions {
  appDir: string
  timeoutMs: number
}

/**
 * `portkit doctor`: validates the config, asks every configured endpoint one question, and prints the
 * CSP sources the config needs. Exits 1 when the config is invalid or an endpoint failed.
 */
export async function runDoctor({ appDir, timeoutMs }: DoctorOptions): Promise<void> {
  const root = resolve(appDir)
  // Same resolution as `portkit generate`: a running devnet's URLs are the ones to check.
  const config = resolveConfig(await loadConfig(root), readManifest(root))
  console.log('config     ok  portkit.config.ts is valid')

  const endpoints = configuredEndpoints(config)
  const results = await Promise.all(endpoints.map((endpoint) => probeEndpoint(endpoint, config, timeoutMs)))
  const width = Math.max(0, ...endpoints.map((endpoint) => endpoint.name.length))
  console.log(`\nEndpoints (${endpoints.length}, timeout ${timeoutMs} ms)`)
  endpoints.forEach((endpoint, i) => {
    const { ok, detail, ms } = results[i]!
    console.log(
      `  ${ok ? 'ok    ' : 'failed'}  ${endpoint.name.padEnd(width)}  ${endpoint.url}  ${detail} (${ms} ms)`,
    )
  })

  const csp = cspSources(config)
  console.log('\nContent-Security-Policy sources this config needs')
  for (const directive of ['connect-src', 'frame-src', 'img-src'] as const) {
    const sources = csp[directive]
    console.log(`  ${directive.padEnd(11)} ${sources.length > 0 ? sources.join(' ') : '(none)'}`)
  }
  for (const note of csp.notes) console.log(`  note: ${note}`)

  const failed = results.filter((result) => !result.ok).length
  if (failed > 0) throw new CliError(`${failed} of ${endpoints.length} endpoints failed`)
}
