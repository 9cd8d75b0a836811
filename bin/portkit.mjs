#!/usr/bin/env node
import { loadCli, requireTools } from './check-tools.mjs'

if (process.argv[2] === 'serve') {
  // A host's production install runs it: none of the CLI's tools (commander included) are there.
  const { runServeCommand } = await loadCli('serve')
  await runServeCommand(process.argv.slice(3))
} else {
  requireTools(process.argv[2], 'portkit')
  const { runCli } = await loadCli()
  await runCli(process.argv)
}
