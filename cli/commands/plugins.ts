import type { Command } from 'commander'
import { PLUGIN_IDS } from '../../runtime/config/options.ts'

export function registerPlugins(program: Command): void {
  for (const action of ['add', 'remove'] as const) {
    program
      .command(action)
      .description(
        action === 'add'
          ? 'enable a plugin in portkit.config.ts, keeping its comments and formatting'
          : 'disable a plugin in portkit.config.ts, keeping its comments and formatting',
      )
      .argument('<plugin>', `plugin name (known: ${PLUGIN_IDS.join(', ')})`)
      .option('--cwd <dir>', 'app folder that holds portkit.config.ts (default: current folder)')
      .action(async (plugin: string, options: { cwd?: string }) => {
        const { runPluginEdit } = await import('../plugins/run-plugin-edit.ts')
        await runPluginEdit(action, plugin, options.cwd ?? process.cwd())
      })
  }
}
