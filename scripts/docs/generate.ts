/**
 * `npm run docs:gen`: rewrites the generated pages of docs/ (the configuration reference and the hooks and
 * actions reference). tests/unit/docs/generated-pages.test.ts fails when a committed page differs.
 */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { GENERATED_PAGES } from './generated-pages.ts'
import { DOCS_DIR } from './site.ts'

for (const [page, render] of Object.entries(GENERATED_PAGES)) {
  await writeFile(join(DOCS_DIR, page), await render())
  console.log(`docs/${page} written`)
}
