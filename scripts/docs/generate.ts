/**
 * `npm run docs:gen`: rewrites the generated pages of docs/ (the configuration reference and the hooks and
 * actions reference) and the CLI output blocks of the other pages (command-output.ts).
 * tests/unit/docs/generated-pages.test.ts and command-output.test.ts fail when a committed page differs.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { withFreshOutput } from './command-output.ts'
import { GENERATED_PAGES } from './generated-pages.ts'
import { DOC_PAGES } from './pages.ts'
import { DOCS_DIR } from './site.ts'

for (const [page, render] of Object.entries(GENERATED_PAGES)) {
  await writeFile(join(DOCS_DIR, page), await render())
  console.log(`docs/${page} written`)
}
for (const { path } of DOC_PAGES) {
  const file = join(DOCS_DIR, path)
  const markdown = await readFile(file, 'utf8')
  const fresh = withFreshOutput(markdown, path)
  if (fresh === markdown) continue
  await writeFile(file, fresh)
  console.log(`docs/${path}: output blocks written`)
}
