// `npm run gen-api`: rewrites the runtime's committed API types and guards after an openapi/ change (a test checks them);
// `portkit generate` copies them into each app.
import { fileURLToPath } from 'node:url'
import { PREBUILT_API_TYPES_DIR } from '../generator/openapi/api-specs.ts'
import { generateApiGuards } from '../generator/openapi/generate-api-guards.ts'
import { generateApiTypes } from '../generator/openapi/generate-api-types.ts'

const outDir = fileURLToPath(PREBUILT_API_TYPES_DIR)
const written = [...(await generateApiTypes(outDir)), ...(await generateApiGuards(outDir))]
console.log(`gen-api: wrote ${written.length} files to runtime/services/api/`)
