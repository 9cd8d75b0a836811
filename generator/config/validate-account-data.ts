import { expectArray, fail } from './checks.ts'

/** Loopback hosts, where plain http is fine (a local list server, the devnet). */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * A URL the visitor's browser fetches from a third party: https (http only on loopback), with no
 * credentials in it since it ships in the page.
 */
function expectFetchedUrl(value: unknown, option: string, example: string): URL {
  const url = typeof value === 'string' && URL.canParse(value) ? new URL(value) : undefined
  if (!url || !(url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname))))
    fail(option, `must be an https URL (http only on localhost), e.g. ${example}`)
  if (url.username || url.password)
    fail(option, 'must not carry a user name or password: it ships in the page')
  return url
}

/** `tokenLists`: URLs of Token Lists (tokenlists.org format) read after the visitor connects. */
export function resolveTokenLists(value: unknown, option: string): string[] {
  const urls = expectArray(value, option).map(
    (entry, i) => expectFetchedUrl(entry, `${option}[${i}]`, 'https://example.com/tokens.json').href,
  )
  const repeated = urls.find((url, i) => urls.indexOf(url) !== i)
  if (repeated) fail(option, `lists ${repeated} twice`)
  return urls
}

/**
 * `ipfsGateway`: the origin (and optional path) avatars on IPFS are read through; Portkit adds
 * `/ipfs/<cid>` itself, so a gateway written with it would double it.
 */
export function resolveIpfsGateway(value: unknown, option: string): string {
  const url = expectFetchedUrl(value, option, 'https://ipfs.io')
  if (url.search || url.hash) fail(option, 'must have no query or fragment')
  const gateway = url.href.replace(/\/+$/, '')
  if (/\/ip[fn]s$/.test(gateway))
    fail(option, 'must leave out /ipfs (Portkit adds /ipfs/<cid>), e.g. https://ipfs.io')
  return gateway
}
