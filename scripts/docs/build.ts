/**
 * `npm run docs:build [outDir]`: renders docs/ to static HTML (default .portkit/docs-site) after checking every
 * link; fails listing the broken ones. A vitest test runs the same build in `npm test`.
 */
import { join, resolve } from 'node:path'
import { buildSite, REPO_ROOT } from './site.ts'

const outDir = resolve(process.argv[2] ?? join(REPO_ROOT, '.portkit', 'docs-site'))
const { files } = await buildSite(outDir)
console.log(`docs: ${files.length} files in ${outDir}`)
