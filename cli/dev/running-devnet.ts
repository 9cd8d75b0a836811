import { resolve } from 'node:path'
import { readManifest, type DevnetManifest } from '../../devnet/manifest.ts'
import { DevnetNotRunningError } from '../errors.ts'

/** For `--devnet`: the manifest `portkit dev` wrote in `appDir`; an error that says how to start it when there is none. */
export function runningDevnet(appDir: string): DevnetManifest {
  const manifest = readManifest(appDir)
  if (!manifest) throw new DevnetNotRunningError(`no .portkit/devnet.json in ${resolve(appDir)}`)
  return manifest
}
