import { projectStore, type ProjectStore } from '../../server/projects/project-store.ts'
import { openServerDb } from './run-serve.ts'

/** Runs one change or read of the projects table on the server's database and prints the result as JSON. */
export async function runProjectCommand(
  configFile: string | undefined,
  work: (projects: ProjectStore) => Promise<unknown>,
): Promise<void> {
  const db = await openServerDb(configFile)
  try {
    console.log(JSON.stringify(await work(projectStore(db)), null, 2))
  } finally {
    await db.close()
  }
}
