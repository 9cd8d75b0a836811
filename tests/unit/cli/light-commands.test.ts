import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { configText, tempApp } from '../generator/temp-app.ts'
import { moduleGraph } from './module-graph.ts'
import { portkitIn } from './run-cli.ts'

// generate, doctor and build read at most one JSON file of the devnet (.portkit/devnet.json): they must
// not load the devnet itself (PGlite, the relay's ws, anvil, the services), nor rerun openapi-typescript.

const HEAVY_PACKAGES = ['@electric-sql/pglite', 'ws', '@foundry-rs/anvil-linux-amd64', 'openapi-typescript']
const LIGHT_COMMANDS = ['cli/commands/generate.ts', 'cli/commands/doctor.ts', 'cli/commands/build.ts']

describe('the module graph of generate, doctor and build', () => {
  it('is walked far enough to see the devnet where a command does start it', () => {
    const dev = moduleGraph('cli/commands/dev.ts')
    expect(dev.files).toContain('devnet/start-devnet.ts')
    expect(dev.packages).toEqual(expect.arrayContaining(['@electric-sql/pglite', 'ws']))
  })

  it.each(LIGHT_COMMANDS)('%s loads no devnet module but the manifest reader', (command) => {
    const { files } = moduleGraph(command)
    expect(files.filter((file) => file.startsWith('devnet/'))).toEqual(['devnet/manifest.ts'])
  })

  it.each(LIGHT_COMMANDS)('%s imports none of PGlite, ws, anvil, openapi-typescript', (command) => {
    const { packages } = moduleGraph(command)
    expect(packages.filter((name) => HEAVY_PACKAGES.includes(name))).toEqual([])
  })
})

describe('portkit generate without the heavy packages installed', () => {
  let app: ReturnType<typeof tempApp>
  beforeAll(() => {
    app = tempApp('portkit-light-')
    writeFileSync(join(app.dir, 'portkit.config.ts'), configText())
  })
  afterAll(() => app.remove())

  it('writes src/portkit while PGlite, ws and openapi-typescript cannot be resolved', async () => {
    const blocked = {
      nodeArgs: ['--import', join(import.meta.dirname, 'block-packages.mjs')],
      env: { PORTKIT_BLOCK: '@electric-sql/pglite,ws,openapi-typescript' },
    }
    // The hook works: a command that needs a blocked package fails on it.
    const genApi = await portkitIn(blocked, 'gen-api', '--out', join(app.dir, 'types'))
    expect(genApi.code).toBe(1)
    expect(genApi.stderr).toContain('blocked by the test: openapi-typescript')

    const { code, stdout, stderr } = await portkitIn(blocked, 'generate', '--cwd', app.dir)
    expect(stderr).toBe('')
    expect(code).toBe(0)
    expect(stdout).toContain('api/data-api.gen.ts')
  })
})
