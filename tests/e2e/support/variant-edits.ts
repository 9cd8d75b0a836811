import { readFile, realpath, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { run } from '../../support/run.ts'

/** Replaces `from` with `to` in a file of the app, and fails loudly when the template changed. */
export async function edit(file: string, from: string, to: string): Promise<void> {
  const text = await readFile(file, 'utf8')
  if (!text.includes(from)) throw new Error(`${file} has no ${JSON.stringify(from)}`)
  await writeFile(file, text.replace(from, to))
}

/**
 * `npm install <specs>` in a copy of the template app, as a host adds optional peers. The copy shares the
 * template's node_modules by symlink: it first gets its own tree (hard links) to add to.
 */
export async function installInCopy(appDir: string, ...specs: string[]): Promise<void> {
  const modules = join(appDir, 'node_modules')
  const shared = await realpath(modules)
  await rm(modules)
  await run('cp', ['-al', shared, modules], { cwd: appDir })
  const record = join(modules, '.package-lock.json')
  await writeFile(`${record}.own`, await readFile(record))
  await run('mv', [`${record}.own`, record], { cwd: appDir })
  await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', ...specs], { cwd: appDir })
}

/** Writes the host's own component `src/<name>.tsx` and renders it below the template's App. */
export async function addDemo(appDir: string, name: string, source: string): Promise<void> {
  await writeFile(join(appDir, `src/${name}.tsx`), source)
  const main = join(appDir, 'src/main.tsx')
  await edit(main, '      <App />\n', `      <App />\n      <${name} />\n`)
  await edit(main, "import './styles.css'", `import { ${name} } from './${name}.tsx'\nimport './styles.css'`)
}
