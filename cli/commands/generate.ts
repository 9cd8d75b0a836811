import type { Command } from 'commander'

export function registerGenerate(program: Command): void {
  program
    .command('generate')
    .description('validate portkit.config.ts and write the typed entry, config and API clients')
    .option('--cwd <dir>', 'app folder that holds portkit.config.ts (default: current folder)')
    .option('--out <dir>', 'output folder, relative to the app', 'src/portkit')
    .action(async (options: { cwd?: string; out: string }) => {
      const { generate } = await import('../../generator/compose/generate.ts')
      const { outDir, files, config } = await generate({
        appDir: options.cwd ?? process.cwd(),
        outDir: options.out,
      })
      console.log(`Generated ${outDir} from portkit.config.ts`)
      console.log(`  networks:   ${config.networks.map((network) => network.caipNetworkId).join(', ')}`)
      console.log(`  connectors: ${config.connectors.join(', ')}`)
      console.log(`  files:      ${files.join(', ')}`)
    })
}
