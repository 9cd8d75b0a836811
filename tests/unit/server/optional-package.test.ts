import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  importOptional,
  isMissingPackage,
  MissingPackageError,
  SERVER_PEERS,
} from '../../../server/optional-package.ts'
import { REPO } from '../generator/temp-app.ts'

// Issue 27: a host installs only the server packages its settings use; a missing one is named with the
// line that installs it, at the range portkit supports.

const pkg = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as {
  peerDependencies: Record<string, string>
  peerDependenciesMeta: Record<string, { optional?: boolean }>
  devDependencies: Record<string, string>
  portkitTools: string[]
}

/** A real failed import of a package nobody installed, as Node reports it. */
const importMissing = (name: string) => () => import(/* @vite-ignore */ name) as Promise<unknown>

/** A failed import of `name` itself, as Node reports it. */
const notFound = (name: string) => () =>
  Promise.reject(
    Object.assign(new Error(`Cannot find package '${name}' imported from /srv/app/server.js`), {
      code: 'ERR_MODULE_NOT_FOUND',
    }),
  )

describe('importOptional', () => {
  it('names what needs a missing package and the install line at its peer range', async () => {
    const error = await importOptional('pg', 'A PostgreSQL database (DATABASE_URL)', notFound('pg')).catch(
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(MissingPackageError)
    expect((error as Error).message).toBe(
      `A PostgreSQL database (DATABASE_URL) needs the pg package, which is not installed: npm install pg@${pkg.peerDependencies.pg}`,
    )
  })

  it('takes the range of a CLI tool (embedded PGlite) from devDependencies', async () => {
    const name = '@electric-sql/pglite'
    const error = await importOptional(name, 'The embedded database', () =>
      Promise.reject(
        Object.assign(new Error(`Cannot find package '${name}'`), { code: 'ERR_MODULE_NOT_FOUND' }),
      ),
    ).catch((caught: unknown) => caught)
    expect((error as Error).message).toContain(`npm install ${name}@${pkg.devDependencies[name]}`)
  })

  it('passes on a failure inside an installed package, and a missing package other than the one asked for (as Node words it)', async () => {
    const broken = new SyntaxError('Unexpected token')
    await expect(importOptional('pg', 'PostgreSQL', () => Promise.reject(broken))).rejects.toBe(broken)
    const other = await importOptional('pg', 'PostgreSQL', importMissing('pg-native-not-here')).catch(
      (caught: unknown) => caught,
    )
    expect(other).not.toBeInstanceOf(MissingPackageError)
    expect(isMissingPackage(other, ['pg-native-not-here'])).toBe(true)
  })

  it('returns the module when it is installed', async () => {
    const pg = await importOptional('pg', 'PostgreSQL', () => import('pg'))
    expect(typeof pg.default.Pool).toBe('function')
  })
})

describe("the server's optional packages in package.json", () => {
  it('are optional peers (not in every app), from the version the tests run (devDependencies)', () => {
    for (const name of SERVER_PEERS) {
      expect(pkg.peerDependenciesMeta[name]?.optional, name).toBe(true)
      // The range starts at the version the tests run.
      expect(pkg.peerDependencies[name], name).toBe(`^${pkg.devDependencies[name]!.replace(/^\^/, '')}`)
    }
  })

  it('leave embedded PGlite a CLI tool: npm would keep an optional peer an app has as a devDependency in its production install', () => {
    expect(pkg.portkitTools).toContain('@electric-sql/pglite')
    expect(pkg.peerDependencies['@electric-sql/pglite']).toBeUndefined()
  })
})
