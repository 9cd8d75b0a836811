import { existsSync } from 'node:fs'
import { readFile, rename, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { CONFIG_FILE } from '../../generator/config/load-config.ts'
import { addPlugin, removePlugin } from '../../generator/edit/plugin-edits.ts'
import { PLUGIN_IDS, type PluginId } from '../../runtime/config/index.ts'
import { CliError } from '../errors.ts'

/** `portkit add <plugin>` and `portkit remove <plugin>`: one edit of portkit.config.ts, formatting kept. */
export async function runPluginEdit(action: 'add' | 'remove', name: string, appDir: string): Promise<void> {
  if (!(PLUGIN_IDS as string[]).includes(name)) {
    throw new CliError(`Unknown plugin "${name}". Known plugins: ${PLUGIN_IDS.join(', ')}`)
  }
  const file = join(resolve(appDir), CONFIG_FILE)
  if (!existsSync(file))
    throw new CliError(`No ${CONFIG_FILE} found in ${resolve(appDir)} (pass --cwd <app dir>)`)

  const text = await readFile(file, 'utf8')
  const edit = (action === 'add' ? addPlugin : removePlugin)(text, name as PluginId)
  if (edit.text !== text) {
    // Written beside and renamed over: an interrupted write never leaves a half config.
    const temp = `${file}.${process.pid}.tmp`
    await writeFile(temp, edit.text)
    await rename(temp, file)
  }
  console.log(`${CONFIG_FILE}: ${edit.summary}`)
  if (edit.text !== text)
    console.log('Run `portkit generate` to update src/portkit (`portkit dev` does it on save).')
}
