// `npm run gen-catalogue`: rewrites the bundled catalogue's data and icon modules after a change to catalogue/
// (a test checks them).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { catalogueIconModules, ICON_MODULES_DIR } from './catalogue-modules.ts'

const modules = catalogueIconModules()
rmSync(join(ICON_MODULES_DIR, 'icons'), { recursive: true, force: true })
for (const [path, text] of modules) {
  mkdirSync(dirname(join(ICON_MODULES_DIR, path)), { recursive: true })
  writeFileSync(join(ICON_MODULES_DIR, path), text)
}
console.log(`gen-catalogue: wrote ${modules.size} files to runtime/services/catalogue-local/`)
