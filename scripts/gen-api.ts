// `npm run gen-api`: rewrites the runtime's committed API types after an openapi/ change (a test checks them);
// `portkit generate` copies them into each app.
import { fileURLToPath } from 'node:url'
import { PREBUILT_API_TYPES_DIR } from '../generator/openapi/api-specs.ts'
import { generateApiTypes } from '../generator/openapi/generate-api-types.ts'

const written = await generateApiTypes(fileURLToPath(PREBUILT_API_TYPES_DIR))
console.log(`gen-api: wrote ${written.length} files to runtime/services/api/`)
