import type { Command } from 'commander'
import { DEVNET_FLAG, DEVNET_FLAG_DOC } from './devnet-flag.ts'

export function registerBuild(program: Command): void {
  program
    .command('build')
    .description(
      'generate src/portkit, build the app with Vite and print its JS size per adapter, connector, plugin and bridge (a Next.js app: next build)',
    )
    .option('--cwd <dir>', 'app folder that holds portkit.config.ts (default: current folder)')
    .option('--out-dir <dir>', 'build output folder, relative to the app', 'dist')
    .option('--json', 'print the size report as JSON instead of a table')
    .option(DEVNET_FLAG, `${DEVNET_FLAG_DOC}; without it the build is for production`)
    .action(async (options: { cwd?: string; outDir: string; json?: boolean; devnet?: boolean }) => {
      const { isNextApp } = await import('../next/next-app.ts')
      if (isNextApp(options.cwd ?? process.cwd())) {
        const { buildNextApp } = await import('../next/build-next-app.ts')
        return buildNextApp({ appDir: options.cwd ?? process.cwd(), ...options })
      }
      const { buildApp } = await import('../../generator/build/build-app.ts')
      const { sizeTable } = await import('../../generator/build/size-table.ts')
      const { FEATURE_TABLE_TITLE, featureTable } = await import('../../generator/config/feature-services.ts')
      const { runningDevnet } = await import('../dev/running-devnet.ts')
      const { DEVNET_BUILD_NOTE } = await import('../errors.ts')
      const appDir = options.cwd ?? process.cwd()
      const report = await buildApp({
        appDir,
        outDir: options.outDir,
        manifest: options.devnet ? runningDevnet(appDir) : undefined,
      })
      if (options.json) {
        console.log(
          JSON.stringify(
            {
              outDir: report.outDir,
              ...report.size,
              rows: report.rows,
              locales: report.locales,
              data: report.data,
              features: report.features,
            },
            null,
            2,
          ),
        )
        return
      }
      console.log(`Built ${report.outDir}\n`)
      console.log(sizeTable(report))
      console.log(
        '\nBytes of shared code count once, under the runtime or the app; see generator/build/attribute-sizes.ts.',
      )
      console.log(`\n${FEATURE_TABLE_TITLE}\n${featureTable(report.features)}`)
      if (options.devnet) console.log(`\n${DEVNET_BUILD_NOTE}`)
    })
}
