import { ens_normalize } from '@adraffy/ens-normalize'

/*
 * The ENSIP-15 normaliser, in a module that imports nothing else: a bundler can tell it has no side
 * effects, so a module that imports it without calling it (ens-name.ts, re-exported by the plugin API) does
 * not pull the normaliser's ~26 KiB (gzip) into the initial JS, and the lazy ENS profile read
 * (adapters/eip155/ens-profile.ts) brings it in its own chunk.
 */

/** ENSIP-15 normalisation through the maintained reference normaliser; throws its error for a name it rejects. */
export function ensNormalize(name: string): string {
  return ens_normalize(name)
}

/** Whether `name` is ENSIP-15 normalised: the normaliser accepts it and leaves it as it is. */
export function isNormalizedEnsName(name: string): boolean {
  try {
    return ens_normalize(name) === name
  } catch {
    return false
  }
}
