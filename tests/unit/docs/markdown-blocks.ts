import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DOC_PAGES } from '../../../scripts/docs/pages.ts'
import { REPO_ROOT } from '../../../scripts/docs/site.ts'

/** One fenced code block of a Markdown file. */
export interface CodeBlock {
  /** Repository path of the Markdown file. */
  file: string
  /** 1-based line of the block's first code line. */
  line: number
  /** The info string's first word (`ts`, `tsx`, `sh`), and the rest (`from-source`). */
  lang: string
  meta: string
  code: string
}

/** The README and every page of the docs site: the Markdown whose blocks are checked. */
export const CHECKED_MARKDOWN = ['README.md', ...DOC_PAGES.map((page) => `docs/${page.path}`)]

/** Fenced blocks (``` at any indentation, closed by the same indentation), in order. */
export function codeBlocks(markdown: string, file: string): CodeBlock[] {
  const lines = markdown.split('\n')
  const blocks: CodeBlock[] = []
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)```(\S*)\s*(.*)$/.exec(lines[i]!)
    if (!open) continue
    const [, indent = '', lang = '', meta = ''] = open
    const end = lines.findIndex((text, j) => j > i && text.trimEnd() === `${indent}\`\`\``)
    if (end === -1) throw new Error(`${file}:${i + 1}: code block is never closed`)
    const code = lines
      .slice(i + 1, end)
      .map((text) => text.slice(indent.length))
      .join('\n')
    blocks.push({ file, line: i + 2, lang, meta, code })
    i = end
  }
  return blocks
}

export function checkedBlocks(): CodeBlock[] {
  return CHECKED_MARKDOWN.flatMap((file) => codeBlocks(readFileSync(join(REPO_ROOT, file), 'utf8'), file))
}

/** The commands of a shell block: one per line, comments and blank lines dropped. */
export function shellLines(block: CodeBlock): string[] {
  return block.code
    .split('\n')
    .map((line) => line.replace(/\s#.*$/, '').trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
}
