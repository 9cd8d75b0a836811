import { isDeepStrictEqual } from 'node:util'
import type { DevnetManifest } from '../../devnet/index.ts'

/** Every loopback URL the app can call, by a name that is the same in any devnet's manifest. */
function endpoints(manifest: DevnetManifest): Map<string, URL> {
  const named: [string, string][] = [
    ...manifest.chains.map((chain): [string, string] => [`chain:${chain.chainId}`, chain.rpcUrl]),
    ...Object.entries(manifest.services).map(([name, url]): [string, string] => [`service:${name}`, url]),
  ]
  return new Map(named.map(([name, url]) => [name, new URL(url)]))
}

/**
 * What turns an app built against devnet `from` (now stopped) into one that talks to the fresh devnet `to`:
 * each old `host:port` and the new one for the same part. The served files get them replaced
 * (static-server.ts), so every run of the build has its own devnet and several can run at once. Throws
 * when the two differ in more than ports (other parts, tokens, paths); the caller then builds against `to`.
 */
export function devnetRewrites(from: DevnetManifest, to: DevnetManifest): Map<string, string> {
  const old = endpoints(from)
  const fresh = endpoints(to)
  if (!isDeepStrictEqual(from.tokens, to.tokens) || !isDeepStrictEqual([...old.keys()], [...fresh.keys()]))
    throw new Error('the fresh devnet differs from the one the app was built against')
  const rewrites = new Map<string, string>()
  for (const [name, source] of old) {
    const target = fresh.get(name)!
    if (source.hostname !== target.hostname || source.pathname !== target.pathname)
      throw new Error(`${name}: ${source.href} cannot become ${target.href}`)
    const known = rewrites.get(source.host)
    if (known !== undefined && known !== target.host)
      throw new Error(`${name}: ${source.host} is two parts in the fresh devnet`)
    rewrites.set(source.host, target.host)
  }
  return rewrites
}
