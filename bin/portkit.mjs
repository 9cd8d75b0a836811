#!/usr/bin/env node
// Portkit ships TypeScript sources; tsx compiles the CLI on the fly so there is no build step to forget.
import { requireTools } from './check-tools.mjs'

requireTools(process.argv[2], 'portkit')
const { register } = await import('tsx/esm/api')
register()
const { runCli } = await import('../cli/main.ts')
await runCli(process.argv)
