import { startDevnet, type Devnet, type StartDevnetOptions } from '../../devnet/index.ts'
import { createTestDatabase } from './test-database.ts'

/** The project the tests' calls to the devnet's services name, registered as a host adds its project. */
export const TEST_PROJECT_ID = 'devnet-test-project'

/**
 * `startDevnet` as the tests run it: its services on a fresh PostgreSQL database of their own
 * (test-database.ts), dropped when the devnet stops, with TEST_PROJECT_ID a project of its server.
 */
export async function startTestDevnet(options: StartDevnetOptions = {}): Promise<Devnet> {
  const database = await createTestDatabase()
  try {
    const devnet = await startDevnet({ ...options, databaseUrl: database.url })
    await devnet.allowApp(TEST_PROJECT_ID).catch(async (error: unknown) => {
      await devnet.stop()
      throw error
    })
    return { ...devnet, stop: () => devnet.stop().finally(database.drop) }
  } catch (error) {
    await database.drop()
    throw error
  }
}
