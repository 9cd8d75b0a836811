/** `npm run notices`: rewrites THIRD-PARTY-NOTICES from the installed production tree. */
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { runLicenceGate } from './licences/gate.ts'
import { renderNotices } from './licences/notices.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const { packages } = runLicenceGate(root)
writeFileSync(new URL('../THIRD-PARTY-NOTICES', import.meta.url), renderNotices(packages))
console.log(`THIRD-PARTY-NOTICES: ${packages.length} packages`)
