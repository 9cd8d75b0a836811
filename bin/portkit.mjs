#!/usr/bin/env node
import { loadCli, requireTools } from './check-tools.mjs'

requireTools(process.argv[2], 'portkit')
const { runCli } = await loadCli()
await runCli(process.argv)
