/** Why a sign-in was refused: `name` is the part at fault (signature, domain, uri, nonce, message, chainId). */
export interface SiwxRefusal {
  name: 'message' | 'signature' | 'domain' | 'uri' | 'nonce' | 'chainId' | 'expirationTime' | 'notBefore'
  description: string
}

export class SiwxRefusedError extends Error {
  override name = 'SiwxRefusedError'
  constructor(readonly reason: SiwxRefusal) {
    super(`${reason.name}: ${reason.description}`)
  }
}

export const refuse = (name: SiwxRefusal['name'], description: string): never => {
  throw new SiwxRefusedError({ name, description })
}

/**
 * The checks every namespace's message gets: it names the asking page (domain = the Origin's host, uri on
 * that origin) and `now` lies between its notBefore and expirationTime. Resolves with the page's origin.
 */
export function checkPageAndTime(
  message: { domain: string; uri: string; expirationTime?: Date | undefined; notBefore?: Date | undefined },
  pageOrigin: string | undefined,
  now: Date,
): URL {
  if (!pageOrigin) refuse('domain', 'The request names no origin to check the message against')
  let origin: URL
  try {
    origin = new URL(pageOrigin!)
  } catch {
    return refuse('domain', `The origin ${pageOrigin} is not a URL`)
  }
  if (message.domain !== origin.host)
    refuse('domain', `The message is for ${message.domain}, but the request comes from ${origin.host}`)
  let messageUri: URL
  try {
    messageUri = new URL(message.uri)
  } catch {
    return refuse('uri', `The message uri ${message.uri} is not a URI`)
  }
  if (messageUri.origin !== origin.origin)
    refuse('uri', `The message uri ${message.uri} is not on ${origin.origin}`)
  if (message.expirationTime && now >= message.expirationTime)
    refuse('expirationTime', 'The message has expired')
  if (message.notBefore && now < message.notBefore) refuse('notBefore', 'The message is not valid yet')
  return origin
}
