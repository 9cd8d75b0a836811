import { ensureBuilt } from './built-package.ts'

/** Tests that run the bins or build an app consume the built package (dist/): fresh before any file runs. */
export default async function globalSetup(): Promise<void> {
  await ensureBuilt()
}
