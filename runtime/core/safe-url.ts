/**
 * The one rule for a URL the host's config puts into the page (a legal link's `href`, a configured image):
 * an absolute `http:` or `https:` URL. `javascript:`, `data:`, relative paths and anything the URL parser
 * refuses are dropped. The generator validates with this same function (generator/config/checks.ts), so a
 * config a build accepts is one the modal shows, and a hand-written config that skipped the generator
 * still cannot smuggle a script URL in.
 */
export function safeHttpUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  let protocol: string
  try {
    protocol = new URL(value).protocol
  } catch {
    return undefined
  }
  return protocol === 'http:' || protocol === 'https:' ? value : undefined
}
