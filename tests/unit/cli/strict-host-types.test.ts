import { execFile } from 'node:child_process'
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sharedTarball } from '../../support/shared-tarball.ts'
import { REPO } from '../generator/temp-app.ts'

// Issue 25: a host whose tsconfig is stricter than Portkit's own (no allowImportingTsExtensions,
// exactOptionalPropertyTypes, noUncheckedIndexedAccess, skipLibCheck off) type-checks an app that uses every
// component and hook of portkit/react through the entry `portkit generate` writes, with no diagnostics at all:
// none from node_modules/portkit's .d.ts, none from the generated entry, none where the host forwards its own
// optional values (`string | undefined`) into Portkit's optional props and parameters. The package is the
// packed tarball, unpacked where npm would put it; its dependencies and the generate tools come from this
// repo's node_modules (no network install).

const GENERATE_TOOLS = ['commander', 'ts-morph']
const HOST_TYPES = ['react', 'react-dom', '@types/react', '@types/react-dom']
const pkg = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>
}

const HOST_TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2022', 'DOM', 'DOM.Iterable'],
    module: 'ESNext',
    moduleResolution: 'Bundler',
    jsx: 'react-jsx',
    strict: true,
    exactOptionalPropertyTypes: true,
    noUncheckedIndexedAccess: true,
    skipLibCheck: false,
    verbatimModuleSyntax: true,
    isolatedModules: true,
    noEmit: true,
  },
  include: ['src', 'portkit.config.ts'],
}

/** Every component and hook of portkit/react, written as a strict host writes them. */
const HOST_APP = fileURLToPath(new URL('fixtures/strict-host-app.tsx.fixture', import.meta.url))

const HOST_CONFIG = `import { defineConfig } from 'portkit/config'
import { devnetAlpha } from 'portkit/networks'

export default defineConfig({
  projectId: 'strict-host',
  metadata: { name: 'Strict host', description: 'A strict host', url: 'https://host.example', icons: [] },
  networks: [devnetAlpha],
  customRpcUrls: { 'eip155:31337': [{ url: 'https://rpc.example/alpha' }] },
  connectors: ['injected'],
})
`

let host: string

function exec(command: string, args: string[], cwd: string): Promise<{ code: number; output: string }> {
  return new Promise((done) =>
    execFile(command, args, { cwd, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) =>
      done({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    ),
  )
}

function linkFromRepo(name: string): void {
  mkdirSync(dirname(join(host, 'node_modules', name)), { recursive: true })
  symlinkSync(join(REPO, 'node_modules', name), join(host, 'node_modules', name), 'dir')
}

beforeAll(async () => {
  host = mkdtempSync(join(tmpdir(), 'portkit-strict-host-'))
  const tarball = await sharedTarball()
  const installed = join(host, 'node_modules', 'portkit')
  mkdirSync(installed, { recursive: true })
  const unpacked = await exec('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1'], host)
  expect(unpacked.code, unpacked.output).toBe(0)
  for (const name of [...Object.keys(pkg.dependencies), ...HOST_TYPES, ...GENERATE_TOOLS]) linkFromRepo(name)
  writeFileSync(join(host, 'package.json'), '{ "name": "strict-host", "private": true, "type": "module" }\n')
  writeFileSync(join(host, 'tsconfig.json'), JSON.stringify(HOST_TSCONFIG, null, 2))
  writeFileSync(join(host, 'portkit.config.ts'), HOST_CONFIG)
  mkdirSync(join(host, 'src'))
  copyFileSync(HOST_APP, join(host, 'src', 'app.tsx'))
  const generated = await exec(process.execPath, [join(installed, 'bin', 'portkit.mjs'), 'generate'], host)
  expect(generated.code, generated.output).toBe(0)
}, 120_000)
afterAll(() => rmSync(host, { recursive: true, force: true }))

describe('a strict host tsconfig', () => {
  it('type-checks every hook and component through the generated entry with no diagnostics', async () => {
    const tsc = join(REPO, 'node_modules', 'typescript', 'bin', 'tsc')
    const { code, output } = await exec(process.execPath, [tsc, '-p', host, '--pretty', 'false'], host)
    // The whole list when there is any, so a failure names each file and line.
    expect(output, output).toBe('')
    expect(code).toBe(0)
  }, 180_000)
})
