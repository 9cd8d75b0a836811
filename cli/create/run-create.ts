import { existsSync, readdirSync, statSync } from 'node:fs'
import { basename, relative, resolve } from 'node:path'
import type { CreateFlags } from '../commands/create.ts'
import { CliError } from '../errors.ts'
import { collectAnswers } from './answers.ts'
import { scaffold } from './scaffold.ts'
import { listTemplates, templateLayers, templateOmissions } from './templates.ts'

/** `portkit create <dir>`: every check runs before anything is written. */
export async function runCreate(dir: string, flags: CreateFlags): Promise<void> {
  const target = resolve(dir)
  const templates = listTemplates()
  if (!templates.includes(flags.template)) {
    throw new CliError(`Unknown template "${flags.template}". Available templates: ${templates.join(', ')}`)
  }
  assertUsableTarget(target)

  const answers = await collectAnswers(basename(target), flags)
  await scaffold({
    templateDirs: templateLayers(flags.template),
    omit: templateOmissions(flags.template),
    target,
    portkitSpec: flags.portkit,
    ...answers,
  })

  // A path that climbs out of the cwd reads better absolute.
  const cd = relative(process.cwd(), target).startsWith('..') ? target : relative(process.cwd(), target)
  console.log(`Created ${answers.name} in ${target} (template ${flags.template}, theme ${answers.theme})`)
  console.log('\nNext steps:')
  if (cd !== '') console.log(`  cd ${cd.includes(' ') ? JSON.stringify(cd) : cd}`)
  console.log('  npm install')
  console.log('  npm run dev    # starts the local devnet, generates src/portkit and serves the app')
}

function assertUsableTarget(target: string): void {
  if (!existsSync(target)) return
  if (!statSync(target).isDirectory()) throw new CliError(`${target} exists and is not a folder`)
  if (readdirSync(target).length > 0) {
    throw new CliError(`Target folder ${target} is not empty; choose a new or empty folder`)
  }
}
