import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { MIGRATIONS } from '../../server/db/migrations.ts'
import type { SqlDb } from '../../server/db/sql-db.ts'
import { createPortkitServer } from '../../server/index.ts'
import { formatDoctorReport } from '../../server/serve/doctor/doctor-report.ts'
import { runServerDoctor } from '../../server/serve/doctor/server-doctor.ts'
import { openServerDatabase } from '../../server/serve/portkit-handler.ts'
import {
  databaseFromEnv,
  serverConfigFromEnv,
  type PortkitServerConfig,
} from '../../server/serve/server-config.ts'

export const SERVER_CONFIG_FILE = 'portkit.server.ts'

/** `portkit serve`: runs until SIGTERM or SIGINT, then drains and exits. */
export async function runServe({ configFile }: { configFile?: string | undefined }): Promise<void> {
  const config = serverConfigFromEnv(process.env, await loadServerConfig(configFile))
  const server = await createPortkitServer(config)
  await new Promise<void>((done) => {
    const stop = () => {
      process.off('SIGTERM', stop)
      process.off('SIGINT', stop)
      server.close().then(done, done)
    }
    process.on('SIGTERM', stop)
    process.on('SIGINT', stop)
  })
}

/** `portkit serve migrate`: the migrations run (behind their lock) as at every start, then it exits. */
export async function runMigrate({ configFile }: { configFile?: string | undefined }): Promise<void> {
  await (await openServerDb(configFile)).close()
  console.log(`portkit serve migrate: the database is at schema version ${MIGRATIONS.length}`)
}

/** `portkit serve doctor`: the sources checked and reported; exit code 1 when one fails. */
export async function runDoctor({ configFile }: { configFile?: string | undefined }): Promise<void> {
  const config = serverConfigFromEnv(process.env, await loadServerConfig(configFile))
  const checks = await runServerDoctor(config)
  process.stdout.write(formatDoctorReport(checks))
  if (checks.some((check) => check.outcome === 'fail')) process.exitCode = 1
}

/** The server's database (DATABASE_URL, else embedded PGlite), migrated, for a one-off command. */
export async function openServerDb(configFile: string | undefined): Promise<SqlDb> {
  return openServerDatabase(databaseFromEnv(process.env, await loadServerConfig(configFile)))
}

/** The default export of the config file (Node's type stripping loads it), or nothing without one. */
async function loadServerConfig(configFile: string | undefined): Promise<Partial<PortkitServerConfig>> {
  const file = resolve(configFile ?? SERVER_CONFIG_FILE)
  if (!existsSync(file)) {
    if (configFile !== undefined) throw new Error(`No server config file at ${file}`)
    return {}
  }
  const module = (await import(pathToFileURL(file).href)) as { default?: unknown }
  if (typeof module.default !== 'object' || module.default === null)
    throw new Error(`${file} must default-export the server config object`)
  return module.default
}
