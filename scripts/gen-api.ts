// `npm run gen-api`: rewrites the runtime's committed API types after an openapi/ change (a test checks them).
import { fileURLToPath } from 'node:url'
import { generateApiTypes } from '../generator/openapi/generate-api-types.ts'

const outDir = fileURLToPath(new URL('../runtime/services/api/', import.meta.url))
const written = await generateApiTypes(outDir)
console.log(`gen-api: wrote ${written.length} files to runtime/services/api/`)
