import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { SERVER_PEERS } from '../../../server/optional-package.ts'
import { DEFAULT_DRAIN_MS } from '../../../server/serve/server-config.ts'
import { REPO } from '../generator/temp-app.ts'
import { readDockerfile } from './dockerfile.ts'

// Issue 27 (deploy): the Dockerfile and compose.yaml, read as files (no Docker engine runs here;
// serve-installed.test.ts runs the image's command and health check as plain processes).

const dockerfile = readDockerfile(join(REPO, 'Dockerfile'))
const pkg = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as {
  peerDependencies: Record<string, string>
}

interface ComposeService {
  image?: string
  build?: string
  environment: Record<string, string>
  volumes?: string[]
  ports?: string[]
  depends_on?: Record<string, { condition: string }>
  stop_grace_period?: string
}
const compose = parse(readFileSync(join(REPO, 'compose.yaml'), 'utf8')) as {
  services: { postgres: ComposeService; portkit: ComposeService }
  volumes: Record<string, unknown>
}

describe('the Dockerfile', () => {
  it('runs as a non-root user, exposes the default port and checks /healthz with node (no curl in slim images)', () => {
    expect(dockerfile.user).toMatch(/^\w/)
    expect(dockerfile.user).not.toMatch(/^(root|0)(:|$)/)
    expect(dockerfile.expose).toBe('8787')
    expect(dockerfile.healthcheck[0]).toBe('node')
    expect(dockerfile.healthcheck.join(' ')).toContain('/healthz')
    expect(dockerfile.cmd).toEqual(['node', 'node_modules/.bin/portkit', 'serve'])
  })

  it("installs the server's optional peers at package.json's ranges", () => {
    expect(dockerfile.installs).toEqual(SERVER_PEERS.map((name) => `${name}@${pkg.peerDependencies[name]}`))
  })
})

describe('compose.yaml', () => {
  const { postgres, portkit } = compose.services

  it('keeps PostgreSQL 16 in a named volume', () => {
    expect(postgres.image).toBe('postgres:16')
    const [volume, target] = postgres.volumes![0]!.split(':')
    expect(target).toBe('/var/lib/postgresql/data')
    expect(Object.keys(compose.volumes)).toContain(volume)
  })

  it("points the server's DATABASE_URL at that database, and sets its public URL", () => {
    const { POSTGRES_USER, POSTGRES_DB } = postgres.environment
    expect(portkit.build).toBe('.')
    expect(portkit.environment.DATABASE_URL).toBe(
      `postgres://${POSTGRES_USER}:\${POSTGRES_PASSWORD}@postgres:5432/${POSTGRES_DB}`,
    )
    expect(portkit.environment.PORTKIT_PUBLIC_URL).toMatch(/^\$\{PORTKIT_PUBLIC_URL/)
    expect(portkit.depends_on).toEqual({ postgres: { condition: 'service_healthy' } })
  })

  it("publishes the image's port, and gives SIGTERM longer than the server's drain", () => {
    expect(portkit.ports!.map((port) => port.split(':').at(-1))).toEqual([dockerfile.expose])
    expect(Number.parseInt(portkit.stop_grace_period!, 10) * 1000).toBeGreaterThan(DEFAULT_DRAIN_MS)
  })
})
