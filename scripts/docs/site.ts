import { existsSync, readFileSync } from 'node:fs'
import { copyFile, mkdir, writeFile } from 'node:fs/promises'
import { dirname, join, normalize, posix } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Marked, type Token, type Tokens } from 'marked'
import { DOC_PAGES } from './pages.ts'

/**
 * The documentation site: the Markdown pages of docs/ rendered to static HTML with one navigation, after every
 * link between them (and to files of the repository) is checked. Plain Markdown on purpose: the same files read
 * well on GitHub and in the npm tarball, and the build is one small library (marked, MIT, no dependencies)
 * instead of a second Vite and Vue (VitePress 1.6 pins vite 5; the repository is on vite 8).
 */

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url))
export const DOCS_DIR = join(REPO_ROOT, 'docs')

export interface SourcePage {
  /** Relative to docs/, with forward slashes. */
  path: string
  title: string
  markdown: string
}

export function readPages(docsDir = DOCS_DIR): SourcePage[] {
  return DOC_PAGES.map(({ path, title }) => ({
    path,
    title,
    markdown: readFileSync(join(docsDir, path), 'utf8'),
  }))
}

/** The text of inline tokens as a reader sees it (code spans without their backticks). */
function plainText(tokens: readonly Token[]): string {
  return tokens
    .map((token) => {
      if ('tokens' in token && token.tokens) return plainText(token.tokens)
      return 'text' in token && typeof token.text === 'string' ? token.text : ''
    })
    .join('')
}

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens. */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')
}

/** Anchors of a page's headings in order, repeats numbered as GitHub does (`setup`, `setup-1`). */
export function headingAnchors(markdown: string): string[] {
  const seen = new Map<string, number>()
  return new Marked().lexer(markdown).flatMap((token) => {
    if (token.type !== 'heading') return []
    const base = slug(plainText((token as Tokens.Heading).tokens))
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    return [count === 0 ? base : `${base}-${count}`]
  })
}

/** Every link and image target of a page. */
export function linkTargets(markdown: string): string[] {
  const marked = new Marked()
  const targets: string[] = []
  // The walker is synchronous: the array of its results walkTokens returns holds no promise.
  void marked.walkTokens(marked.lexer(markdown), (token) => {
    if (token.type === 'link' || token.type === 'image') targets.push((token as Tokens.Link).href)
  })
  return targets
}

type Target =
  | { kind: 'external' }
  | { kind: 'page'; path: string; anchor: string | undefined }
  | { kind: 'file'; path: string }
  | { kind: 'refused'; reason: string }

/** What a link of `fromPage` (a docs/ path) points at; `file` paths are relative to the repository root. */
export function classifyLink(fromPage: string, href: string): Target {
  if (/^https?:\/\//i.test(href) || href.startsWith('mailto:')) return { kind: 'external' }
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return { kind: 'refused', reason: 'only http(s) and mailto links' }
  const [pathPart = '', anchor] = href.split('#')
  const fromDir = posix.dirname(fromPage)
  if (pathPart === '') return { kind: 'page', path: fromPage, anchor }
  let decoded: string
  try {
    decoded = decodeURI(pathPart)
  } catch {
    return { kind: 'refused', reason: 'malformed percent-encoding' }
  }
  const inDocs = posix.normalize(posix.join(fromDir, decoded))
  if (inDocs.startsWith('../')) return { kind: 'file', path: inDocs.slice(3) }
  return inDocs.endsWith('.md')
    ? { kind: 'page', path: inDocs, anchor }
    : { kind: 'file', path: `docs/${inDocs}` }
}

/** Broken links of the site: missing pages, anchors and files, and links of a refused kind. */
export function linkProblems(pages: readonly SourcePage[], repoRoot = REPO_ROOT): string[] {
  const anchors = new Map(pages.map((page) => [page.path, new Set(headingAnchors(page.markdown))]))
  const problems: string[] = []
  for (const page of pages) {
    for (const href of linkTargets(page.markdown)) {
      const target = classifyLink(page.path, href)
      const problem = targetProblem(target, anchors, repoRoot)
      if (problem) problems.push(`docs/${page.path}: ${href}: ${problem}`)
    }
  }
  return problems
}

function targetProblem(
  target: Target,
  anchors: ReadonlyMap<string, ReadonlySet<string>>,
  repoRoot: string,
): string | undefined {
  if (target.kind === 'refused') return target.reason
  if (target.kind === 'external') return undefined
  if (target.kind === 'file')
    return existsSync(join(repoRoot, target.path)) ? undefined : `no file ${target.path}`
  const pageAnchors = anchors.get(target.path)
  if (!pageAnchors) return `no page docs/${target.path} in the site (scripts/docs/pages.ts)`
  if (target.anchor !== undefined && !pageAnchors.has(target.anchor))
    return `no heading #${target.anchor} in docs/${target.path}`
  return undefined
}

/** `plugins/README.md` -> `plugins/index.html`, `chains.md` -> `chains.html`. */
export function htmlPath(pagePath: string): string {
  return pagePath.replace(/(^|\/)README\.md$/, '$1index.html').replace(/\.md$/, '.html')
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** A page's HTML body: heading anchors as on GitHub, links to pages turned into links to their HTML. */
export function renderBody(page: SourcePage): string {
  const anchors = headingAnchors(page.markdown)
  let heading = 0
  const fromDir = posix.dirname(page.path)
  const rewrite = (href: string): string => {
    const target = classifyLink(page.path, href)
    if (target.kind === 'page') {
      const to = posix.relative(fromDir, htmlPath(target.path)) || posix.basename(htmlPath(target.path))
      return `${href.startsWith('#') ? '' : to}${target.anchor === undefined ? '' : `#${target.anchor}`}`
    }
    if (target.kind !== 'file') return href
    // Files of docs/ are copied into the site; other repository files are linked where the site lies when
    // built by `npm run docs:build` (.portkit/docs-site).
    if (target.path.startsWith('docs/')) return posix.relative(fromDir, target.path.slice('docs/'.length))
    return posix.join(posix.relative(fromDir, '.'), '../..', target.path)
  }
  const marked = new Marked({
    renderer: {
      heading({ tokens, depth }) {
        return `<h${depth} id="${anchors[heading++]}">${this.parser.parseInline(tokens)}</h${depth}>\n`
      },
      link({ href, title, tokens }) {
        const titleAttribute = title ? ` title="${escapeHtml(title)}"` : ''
        return `<a href="${escapeHtml(rewrite(href))}"${titleAttribute}>${this.parser.parseInline(tokens)}</a>`
      },
      image({ href, text }) {
        return `<img src="${escapeHtml(rewrite(href))}" alt="${escapeHtml(text)}">`
      },
    },
  })
  return marked.parse(page.markdown, { async: false })
}

function renderPage(page: SourcePage, pages: readonly SourcePage[]): string {
  const fromDir = posix.dirname(page.path)
  const nav = pages
    .map((other) => {
      const href = posix.relative(fromDir, htmlPath(other.path)) || posix.basename(htmlPath(other.path))
      const current = other.path === page.path ? ' aria-current="page"' : ''
      return `<li><a href="${href}"${current}>${escapeHtml(other.title)}</a></li>`
    })
    .join('\n')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)} · Portkit</title>
<style>
body{margin:0;display:flex;font:16px/1.55 system-ui,sans-serif;color:#1b1f24}
nav{flex:0 0 16rem;padding:1rem;border-inline-end:1px solid #d8dee4;min-height:100vh}
nav ul{list-style:none;padding:0;margin:0}nav li{margin:.2rem 0}
nav a[aria-current]{font-weight:600}
main{flex:1;max-width:56rem;padding:1rem 2rem}
pre{background:#f6f8fa;padding:.8rem;overflow:auto}code{font-size:.9em}
table{border-collapse:collapse}td,th{border:1px solid #d8dee4;padding:.3rem .5rem;vertical-align:top}
img{max-width:100%}
</style>
</head>
<body>
<nav aria-label="Documentation"><ul>
${nav}
</ul></nav>
<main>
${renderBody(page)}</main>
</body>
</html>
`
}

export interface BuiltSite {
  outDir: string
  /** Relative to outDir. */
  files: string[]
}

/**
 * Renders every page into `outDir` (and copies the images they show). Throws, listing each broken link, before
 * anything is written.
 */
export async function buildSite(outDir: string, pages = readPages(), docsDir = DOCS_DIR): Promise<BuiltSite> {
  const problems = linkProblems(pages)
  if (problems.length > 0) throw new Error(`Broken links in the docs:\n${problems.join('\n')}`)
  const files: string[] = []
  for (const page of pages) {
    const file = htmlPath(page.path)
    await mkdir(dirname(join(outDir, file)), { recursive: true })
    await writeFile(join(outDir, file), renderPage(page, pages))
    files.push(file)
    for (const href of linkTargets(page.markdown)) {
      const target = classifyLink(page.path, href)
      if (target.kind !== 'file' || !target.path.startsWith('docs/')) continue
      const asset = normalize(target.path.slice('docs/'.length))
      await mkdir(dirname(join(outDir, asset)), { recursive: true })
      await copyFile(join(docsDir, asset), join(outDir, asset))
      files.push(asset)
    }
  }
  return { outDir, files }
}
