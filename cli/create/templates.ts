import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { packageFile } from '../../generator/package-root.ts'

/** Templates ship inside the package, next to the CLI, so `npx` finds them wherever it runs. */
export const TEMPLATES_DIR = packageFile('templates/')

/**
 * A template folder's optional `template.json` (never copied into the app): what the template is, and
 * the template it builds on. A template that extends another is copied over it, file by file, so it holds
 * only what it adds or changes (e.g. react-vite-wagmi: the wagmi page, its providers, `adapters: ['wagmi']`).
 */
export interface TemplateManifest {
  description?: string
  extends?: string
  /** Files of the extended template this one does without (e.g. next-app: Vite's index.html and main.tsx). */
  omit?: string[]
}

export const TEMPLATE_MANIFEST = 'template.json'

export function listTemplates(): string[] {
  return readdirSync(TEMPLATES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
}

function readTemplateManifest(name: string): TemplateManifest {
  const file = join(TEMPLATES_DIR, name, TEMPLATE_MANIFEST)
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as TemplateManifest) : {}
}

/** The folders to copy for template `name`, the template it extends first. */
export function templateLayers(name: string): string[] {
  const layers: string[] = []
  for (let current: string | undefined = name; current; current = readTemplateManifest(current).extends) {
    if (layers.includes(join(TEMPLATES_DIR, current))) throw new Error(`template ${name} extends itself`)
    layers.unshift(join(TEMPLATES_DIR, current))
  }
  return layers
}

/** What template `name` and the templates it extends leave out of the app (paths relative to the app). */
export function templateOmissions(name: string): string[] {
  const omitted: string[] = []
  for (let current: string | undefined = name; current; current = readTemplateManifest(current).extends)
    omitted.push(...(readTemplateManifest(current).omit ?? []))
  return omitted
}

/** "react-vite, react-vite-wagmi (react-vite plus ...)": the available templates for the CLI's help. */
export function describeTemplates(): string {
  return listTemplates()
    .map((name) => {
      const { description } = readTemplateManifest(name)
      return description ? `${name} (${description})` : name
    })
    .join(', ')
}
