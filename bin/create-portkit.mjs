#!/usr/bin/env node
// `npx create-portkit my-app` is `portkit create my-app`.
import { loadCli, requireTools } from './check-tools.mjs'

requireTools('create', 'create-portkit')
const { runCli } = await loadCli()
await runCli([process.argv[0], process.argv[1], 'create', ...process.argv.slice(2)])
