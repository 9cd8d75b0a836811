import type { Command } from 'commander'

export function registerBuild(program: Command): void {
  program
    .command('build')
    .description(
      'generate src/portkit, build the app with Vite and print its JS size per adapter, connector and plugin',
    )
    .option('--cwd <dir>', 'app folder that holds portkit.config.ts (default: current folder)')
    .option('--out-dir <dir>', 'build output folder, relative to the app', 'dist')
    .option('--json', 'print the size report as JSON instead of a table')
    .action(async (options: { cwd?: string; outDir: string; json?: boolean }) => {
      const { buildApp } = await import('../../generator/build/build-app.ts')
      const { sizeTable } = await import('../../generator/build/size-table.ts')
      const report = await buildApp({ appDir: options.cwd ?? process.cwd(), outDir: options.outDir })
      if (options.json) {
        console.log(JSON.stringify({ outDir: report.outDir, ...report.size, rows: report.rows }, null, 2))
        return
      }
      console.log(`Built ${report.outDir}\n`)
      console.log(sizeTable(report))
      console.log(
        '\nBytes of shared code count once, under the runtime or the app; see generator/build/attribute-sizes.ts.',
      )
    })
}
