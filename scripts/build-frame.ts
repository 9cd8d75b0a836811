// `npm run build`, after tsdown: the secure frame's script into dist/frame/, so `portkit serve` with email
// login runs from the installed package without Vite (server/frame/build-frame-script.ts reads it there).
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { buildFrameScript, prebuiltFrameScriptPath } from '../server/frame/build-frame-script.ts'

const file = prebuiltFrameScriptPath()
mkdirSync(dirname(file), { recursive: true })
writeFileSync(file, await buildFrameScript())
console.log(`build-frame: wrote ${file}`)
