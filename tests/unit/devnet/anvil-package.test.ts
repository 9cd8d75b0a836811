import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { anvilPlatformPackage, findAnvilBinary } from '../../../devnet/anvil-package.ts'
import { REPO } from '../generator/temp-app.ts'

let app: string
beforeEach(() => {
  app = mkdtempSync(join(tmpdir(), 'portkit-anvil-lookup-'))
})
afterEach(() => rmSync(app, { recursive: true, force: true }))

/** A file portkit's code runs from inside the app, where Node's lookup starts. */
const portkitFile = () => pathToFileURL(join(app, 'node_modules', 'portkit', 'devnet', 'anvil.js'))

function install(folder: string, files: string[] = []): void {
  for (const file of ['package.json', ...files]) {
    mkdirSync(dirname(join(folder, file)), { recursive: true })
    writeFileSync(join(folder, file), file === 'package.json' ? '{}' : '')
  }
}

// The devnet finds anvil wherever an app's install put it: the platform's build that the wrapper
// (@foundry-rs/anvil) brings, hoisted or nested, or the Linux x64 build this repository installs alone.
describe('the anvil binary of this machine', () => {
  it('names foundry builds as the wrapper does (x64 is amd64)', () => {
    expect(anvilPlatformPackage('darwin', 'arm64')).toBe('@foundry-rs/anvil-darwin-arm64')
    expect(anvilPlatformPackage('win32', 'x64')).toBe('@foundry-rs/anvil-win32-amd64')
    expect(anvilPlatformPackage('linux', 'x64')).toBe('@foundry-rs/anvil-linux-amd64')
  })

  it("finds the wrapper's hoisted build for macOS on arm64", () => {
    const modules = join(app, 'node_modules', '@foundry-rs')
    install(join(modules, 'anvil'))
    install(join(modules, 'anvil-darwin-arm64'), ['bin/anvil'])
    expect(findAnvilBinary(portkitFile(), 'darwin', 'arm64')).toBe(
      join(modules, 'anvil-darwin-arm64', 'bin', 'anvil'),
    )
    expect(findAnvilBinary(portkitFile(), 'linux', 'arm64')).toBeUndefined()
  })

  it("finds a build nested in the wrapper's folder, anvil.exe on Windows", () => {
    const wrapper = join(app, 'node_modules', '@foundry-rs', 'anvil')
    install(wrapper)
    install(join(wrapper, 'node_modules', '@foundry-rs', 'anvil-win32-amd64'), ['bin/anvil.exe'])
    expect(findAnvilBinary(portkitFile(), 'win32', 'x64')).toBe(
      join(wrapper, 'node_modules', '@foundry-rs', 'anvil-win32-amd64', 'bin', 'anvil.exe'),
    )
  })

  it("falls back to the binary the wrapper's install script downloaded", () => {
    const wrapper = join(app, 'node_modules', '@foundry-rs', 'anvil')
    install(wrapper, ['anvil'])
    expect(findAnvilBinary(portkitFile(), 'linux', 'arm64')).toBe(join(wrapper, 'anvil'))
  })

  it('is undefined where nothing is installed', () => {
    expect(findAnvilBinary(portkitFile(), 'darwin', 'arm64')).toBeUndefined()
  })

  it("finds this checkout's Linux x64 build, installed without the wrapper", () => {
    expect(findAnvilBinary(pathToFileURL(join(REPO, 'devnet', 'anvil.ts')), 'linux', 'x64')).toBe(
      join(REPO, 'node_modules', '@foundry-rs', 'anvil-linux-amd64', 'bin', 'anvil'),
    )
  })
})
