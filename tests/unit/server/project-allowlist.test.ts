import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDevnetDb, type DevnetDb } from '../../../server/db/open-devnet-db.ts'
import { projectStore } from '../../../server/projects/project-store.ts'
import { ORIGIN_CHECK_PATH } from '../../../server/frame/app/frame-config.ts'
import { startEmailAuth } from '../../../server/email-auth/email-auth-server.ts'
import type { RunningServer } from '../../../server/http/start-http-server.ts'
import { startMailCatcher, type MailCatcher } from '../../../devnet/services/mail-catcher/mail-catcher.ts'
import { createPostgresDatabase } from '../../support/test-database.ts'

// Issue 27: a project's allowed origins live in the services' database, not in one server's memory: two
// servers on one PostgreSQL (replicas behind a load balancer) answer the same, and a restart keeps them.

const PROJECT = 'allowlist-project'
const ORIGIN = 'https://shop.example'

let database: Awaited<ReturnType<typeof createPostgresDatabase>>
let catcher: MailCatcher
const opened: { db: DevnetDb; server: RunningServer }[] = []

async function startReplica(): Promise<RunningServer> {
  const db = await openDevnetDb({ databaseUrl: database.url })
  const server = await startEmailAuth({ db, smtp: catcher.smtp })
  opened.push({ db, server })
  return server
}

async function stopReplica(server: RunningServer): Promise<void> {
  const index = opened.findIndex((one) => one.server === server)
  const [{ db }] = opened.splice(index, 1) as [{ db: DevnetDb; server: RunningServer }]
  await server.close()
  await db.close()
}

async function allowed(server: RunningServer, origin: string): Promise<boolean> {
  const query = new URLSearchParams({ projectId: PROJECT, origin })
  const response = await fetch(`${server.url}${ORIGIN_CHECK_PATH}?${query}`)
  return ((await response.json()) as { allowed: boolean }).allowed
}

beforeAll(async () => {
  database = await createPostgresDatabase()
  catcher = await startMailCatcher()
})
afterAll(async () => {
  for (const { server, db } of opened.splice(0)) {
    await server.close()
    await db.close()
  }
  await catcher?.close()
  await database?.drop()
})

describe('the secure frame’s project allowlist on PostgreSQL', () => {
  it('is shared by two servers on one database and survives a restart', async () => {
    const [first, second] = await Promise.all([startReplica(), startReplica()])
    expect(await allowed(second, ORIGIN)).toBe(false)
    // `portkit serve project add` and `allow-origin`, run against the shared database.
    const admin = await openDevnetDb({ databaseUrl: database.url })
    await projectStore(admin).save({ projectId: PROJECT, analytics: false, services: ['email-auth'] })
    await projectStore(admin).allowOrigin(PROJECT, ORIGIN)
    await admin.close()
    expect(await allowed(second, ORIGIN)).toBe(true)
    expect(await allowed(second, 'https://other.example')).toBe(false)

    await stopReplica(first)
    await stopReplica(second)
    const restarted = await startReplica()
    expect(await allowed(restarted, ORIGIN)).toBe(true)
  })
})
