import { existsSync } from 'node:fs'
import { cp, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import type { CreateAnswers } from './answers.ts'

// Never copied even if someone ran the template in place: installs, builds and generated output.
const SKIPPED = new Set(['node_modules', 'dist', '.portkit', 'src/portkit', 'package-lock.json'])

export interface ScaffoldOptions extends CreateAnswers {
  templateDir: string
  target: string
  portkitSpec: string
}

/** Copies the template and fills it in; on failure removes what it wrote, so the target is as it was. */
export async function scaffold(options: ScaffoldOptions): Promise<void> {
  const { templateDir, target } = options
  const existed = existsSync(target)
  await mkdir(target, { recursive: true })
  try {
    await cp(templateDir, target, {
      recursive: true,
      filter: (source) => !SKIPPED.has(relative(templateDir, source).split('\\').join('/')),
    })
    // npm drops .gitignore from published packages, so the template carries it under another name.
    await rename(join(target, '_gitignore'), join(target, '.gitignore'))
    await fillPackageJson(join(target, 'package.json'), options)
    await fillTheme(join(target, 'portkit.config.ts'), options.theme)
  } catch (error) {
    if (existed) {
      for (const entry of await readdir(target))
        await rm(join(target, entry), { recursive: true, force: true })
    } else {
      await rm(target, { recursive: true, force: true })
    }
    throw error
  }
}

async function fillPackageJson(file: string, { name, portkitSpec }: ScaffoldOptions): Promise<void> {
  const pkg = JSON.parse(await readFile(file, 'utf8')) as {
    name: string
    dependencies: Record<string, string>
  }
  pkg.name = name
  pkg.dependencies.portkit = portkitSpec
  await writeFile(file, `${JSON.stringify(pkg, null, 2)}\n`)
}

async function fillTheme(file: string, theme: CreateAnswers['theme']): Promise<void> {
  const text = await readFile(file, 'utf8')
  const pattern = /themeMode: '(light|dark)'/g
  if ((text.match(pattern) ?? []).length !== 1)
    throw new Error(`${file} must hold exactly one themeMode line`)
  await writeFile(file, text.replace(pattern, `themeMode: '${theme}'`))
}
