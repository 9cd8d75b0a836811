import { generate } from '../../generator/compose/generate.ts'
import { FEATURE_TABLE_TITLE, featureRows, featureTable } from '../../generator/config/feature-services.ts'
import { runningDevnet } from '../dev/running-devnet.ts'
import { CliError, DEVNET_BUILD_NOTE } from '../errors.ts'
import { exited, startNext } from './next-app.ts'

interface NextBuildOptions {
  appDir: string
  devnet?: boolean
  /** Vite-only flags of `portkit build`: refused, since Next writes .next and prints its own report. */
  outDir: string
  json?: boolean
}

/** `portkit build` in a Next.js app: generate src/portkit (production or `--devnet`), then `next build`. */
export async function buildNextApp({ appDir, devnet, outDir, json }: NextBuildOptions): Promise<void> {
  if (json || outDir !== 'dist') {
    throw new CliError(
      '--json and --out-dir are for Vite apps: next build writes .next and prints its own size report',
    )
  }
  const manifest = devnet ? runningDevnet(appDir) : undefined
  const { config } = await generate({ appDir, manifest, production: manifest === undefined })
  await exited(startNext(appDir, ['build']), 'next build')
  console.log(`\n${FEATURE_TABLE_TITLE}\n${featureTable(featureRows(config))}`)
  if (devnet) console.log(`\n${DEVNET_BUILD_NOTE}`)
}
