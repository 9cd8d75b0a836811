#!/usr/bin/env node
// `npx create-portkit my-app` is `portkit create my-app`.
import { requireTools } from './check-tools.mjs'

requireTools('create', 'create-portkit')
const { register } = await import('tsx/esm/api')
register()
const { runCli } = await import('../cli/main.ts')
await runCli([process.argv[0], process.argv[1], 'create', ...process.argv.slice(2)])
