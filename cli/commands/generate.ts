import type { Command } from 'commander'
import { DEVNET_FLAG, DEVNET_FLAG_DOC } from './devnet-flag.ts'

export function registerGenerate(program: Command): void {
  // The config's own options (doc line and default) come from the table the validator uses. It is loaded
  // only once `generate` is chosen, before its --help is printed, so other commands start without it.
  let configOptionsHelp = ''
  program.hook('preSubcommand', async (_program, subcommand) => {
    if (subcommand.name() !== 'generate') return
    const { optionsHelp } = await import('../../generator/config/options-help.ts')
    configOptionsHelp = optionsHelp()
  })

  program
    .command('generate')
    .description('validate portkit.config.ts and write the typed entry, config and API clients')
    .option('--cwd <dir>', 'app folder that holds portkit.config.ts (default: current folder)')
    .option('--out <dir>', 'output folder, relative to the app', 'src/portkit')
    .option(DEVNET_FLAG, DEVNET_FLAG_DOC)
    .addHelpText('after', () => configOptionsHelp)
    .action(async (options: { cwd?: string; out: string; devnet?: boolean }) => {
      const { generate } = await import('../../generator/compose/generate.ts')
      const { runningDevnet } = await import('../dev/running-devnet.ts')
      const appDir = options.cwd ?? process.cwd()
      const { outDir, files, config } = await generate({
        appDir,
        outDir: options.out,
        manifest: options.devnet ? runningDevnet(appDir) : undefined,
      })
      console.log(`Generated ${outDir} from portkit.config.ts`)
      console.log(`  networks:   ${config.networks.map((network) => network.caipNetworkId).join(', ')}`)
      console.log(`  connectors: ${config.connectors.join(', ')}`)
      console.log(`  files:      ${files.join(', ')}`)
    })
}
