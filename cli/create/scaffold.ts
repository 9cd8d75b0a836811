import { existsSync } from 'node:fs'
import { cp, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { DEV_ORIGIN } from '../dev/dev-origin.ts'
import type { CreateAnswers } from './answers.ts'
import { fillPackageJson } from './fill-package-json.ts'
import { TEMPLATE_MANIFEST } from './templates.ts'

// Never copied even if someone ran the template in place: installs, builds and generated output; nor the
// template's own manifest.
const SKIPPED = new Set([
  'node_modules',
  'dist',
  '.portkit',
  'src/portkit',
  'package-lock.json',
  TEMPLATE_MANIFEST,
])

const NEXT_LAYOUT = 'src/app/layout.tsx'

export interface ScaffoldOptions extends CreateAnswers {
  /** The template's folders (`templateLayers`): each is copied over the one before. */
  templateDirs: string[]
  /** Files of those folders the app does without (`templateOmissions`). */
  omit?: string[]
  target: string
  portkitSpec: string
}

/** Copies the template and fills it in; on failure removes what it wrote, so the target is as it was. */
export async function scaffold(options: ScaffoldOptions): Promise<void> {
  const { templateDirs, target } = options
  const skipped = new Set([...SKIPPED, ...(options.omit ?? [])])
  const existed = existsSync(target)
  await mkdir(target, { recursive: true })
  try {
    for (const templateDir of templateDirs) {
      await cp(templateDir, target, {
        recursive: true,
        filter: (source) => !skipped.has(relative(templateDir, source).split('\\').join('/')),
      })
    }
    // npm drops .gitignore from published packages, so the template carries it under another name.
    await rename(join(target, '_gitignore'), join(target, '.gitignore'))
    await fillPackageJson(join(target, 'package.json'), options)
    await fillAnswers(target, options)
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

/** Each template file's one line per answer, rewritten; a template without that line is a bug. */
async function fillAnswers(target: string, { title, theme }: CreateAnswers): Promise<void> {
  const tsString = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`
  const html = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
  const jsxText = (value: string) => html(value).replace(/\{/g, '&#123;').replace(/\}/g, '&#125;')
  await fill(join(target, 'portkit.config.ts'), [
    [/ {4}name: '[^']*'/, `    name: ${tsString(title)}`],
    [/url: '[^']*'/, `url: ${tsString(DEV_ORIGIN)}`],
    [/themeMode: '(?:light|dark|system)'/, `themeMode: '${theme}'`],
  ])
  // The page title: Vite's index.html, or the metadata of a Next.js app's root layout.
  if (existsSync(join(target, 'index.html')))
    await fill(join(target, 'index.html'), [[/<title>[^<]*<\/title>/, `<title>${html(title)}</title>`]])
  else await fill(join(target, NEXT_LAYOUT), [[/title: '[^']*'/, `title: ${tsString(title)}`]])
  await fill(join(target, 'src/App.tsx'), [
    [/<p className="eyebrow">[^<]*<\/p>/, `<p className="eyebrow">${jsxText(title)}</p>`],
  ])
  await fill(join(target, 'README.md'), [[/^# .*$/m, `# ${title}`]])
}

async function fill(file: string, edits: [RegExp, string][]): Promise<void> {
  let text = await readFile(file, 'utf8')
  for (const [pattern, replacement] of edits) {
    const global = new RegExp(pattern.source, `${pattern.flags}g`)
    if ((text.match(global) ?? []).length !== 1) throw new Error(`${file} must hold exactly one ${pattern}`)
    text = text.replace(pattern, () => replacement)
  }
  await writeFile(file, text)
}
