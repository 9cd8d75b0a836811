import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

export interface JsSize {
  initialGzip: number
  lazyGzip: number
  files: { file: string; gzip: number; initial: boolean }[]
}

/**
 * Splits a Vite build's JS into what the page loads up front (the entry script and its modulepreload
 * links in index.html) and what is fetched later (dynamic imports).
 */
export async function measureJs(distDir: string): Promise<JsSize> {
  const html = await readFile(join(distDir, 'index.html'), 'utf8')
  const initialRefs = new Set(
    [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((match) => match[1] as string),
  )
  const assets = (await readdir(join(distDir, 'assets'))).filter((file) => file.endsWith('.js'))
  const files = await Promise.all(
    assets.map(async (name) => {
      const file = `assets/${name}`
      const gzip = gzipSync(await readFile(join(distDir, file)), { level: 9 }).length
      return { file, gzip, initial: initialRefs.has(file) }
    }),
  )
  const sum = (initial: boolean) =>
    files.filter((f) => f.initial === initial).reduce((total, f) => total + f.gzip, 0)
  return { initialGzip: sum(true), lazyGzip: sum(false), files }
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`
