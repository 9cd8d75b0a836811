#!/usr/bin/env node
// Portkit ships TypeScript sources; tsx compiles the CLI on the fly so there is no build step to forget.
import { register } from 'tsx/esm/api'

register()
const { runCli } = await import('../cli/main.ts')
await runCli(process.argv)
