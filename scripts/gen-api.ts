// `npm install` runs this (package.json `prepare`): the runtime's typed clients import the generated types.
import { fileURLToPath } from 'node:url'
import { generateApiTypes } from '../generator/openapi/generate-api-types.ts'

const outDir = fileURLToPath(new URL('../runtime/services/api/', import.meta.url))
const written = await generateApiTypes(outDir)
console.log(`gen-api: wrote ${written.length} files to runtime/services/api/`)
