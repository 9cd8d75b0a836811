import { startDevnet, type Devnet, type StartDevnetOptions } from '../../devnet/index.ts'
import { createTestDatabase } from './test-database.ts'

/**
 * `startDevnet` as the tests run it: its services on a fresh PostgreSQL database of their own
 * (test-database.ts), dropped when the devnet stops.
 */
export async function startTestDevnet(options: StartDevnetOptions = {}): Promise<Devnet> {
  const database = await createTestDatabase()
  try {
    const devnet = await startDevnet({ ...options, databaseUrl: database.url })
    return { ...devnet, stop: () => devnet.stop().finally(database.drop) }
  } catch (error) {
    await database.drop()
    throw error
  }
}
