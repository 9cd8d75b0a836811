import { createSiweMessage } from 'viem/siwe'
import { formatSiwsMessage } from './siws-message.ts'
import type { SiwxMessage, SiwxMessageData } from './types.ts'

/** What the plugin fills in besides the account: the page, the nonce and the host's settings. */
export interface SiwxMessageSettings {
  statement?: string
  /** Seconds from issuedAt to expirationTime; 0 for none. */
  expiresIn: number
  /** Seconds from issuedAt to notBefore. */
  notBefore?: number
  requestId?: string
  resources: string[]
}

/**
 * The message fields of spec section 3 (accountAddress, chainId, nonce, domain, uri, version,
 * expirationTime, issuedAt, notBefore, requestId, resources, statement) for one sign-in.
 */
export function siwxMessageData(input: {
  accountAddress: string
  chainId: string
  nonce: string
  domain: string
  uri: string
  settings: SiwxMessageSettings
  now?: Date
}): SiwxMessageData {
  const issuedAt = input.now ?? new Date()
  const at = (seconds: number) => new Date(issuedAt.getTime() + seconds * 1000).toISOString()
  const { settings } = input
  return {
    accountAddress: input.accountAddress,
    chainId: input.chainId,
    nonce: input.nonce,
    domain: input.domain,
    uri: input.uri,
    version: '1',
    issuedAt: issuedAt.toISOString(),
    ...(settings.expiresIn > 0 ? { expirationTime: at(settings.expiresIn) } : {}),
    ...(settings.notBefore !== undefined ? { notBefore: at(settings.notBefore) } : {}),
    ...(settings.requestId !== undefined ? { requestId: settings.requestId } : {}),
    ...(settings.resources.length > 0 ? { resources: settings.resources } : {}),
    ...(settings.statement !== undefined ? { statement: settings.statement } : {}),
  }
}

/** Thrown for a chain family whose CAIP-122 text this plugin cannot write yet (eip155 and solana so far). */
export class SiwxUnsupportedNamespaceError extends Error {
  override name = 'SiwxUnsupportedNamespaceError'
  constructor(chainId: string) {
    super(`Sign-in messages for ${chainId} are not supported`)
  }
}

/**
 * The CAIP-122 message: for eip155 the EIP-4361 text, written by viem's createSiweMessage (which also
 * checks the fields: nonce, domain and uri syntax, a checksummed address); for solana the Sign In With
 * Solana text.
 */
export function toSiwxMessage(data: SiwxMessageData): SiwxMessage {
  const [namespace, reference] = data.chainId.split(':')
  if (namespace === 'solana') {
    const solanaText = formatSiwsMessage(data)
    return { ...data, toString: () => solanaText }
  }
  if (namespace !== 'eip155' || !reference) throw new SiwxUnsupportedNamespaceError(data.chainId)
  const date = (value: string | undefined) => (value === undefined ? undefined : new Date(value))
  const text = createSiweMessage({
    address: data.accountAddress as `0x${string}`,
    chainId: Number(reference),
    domain: data.domain,
    uri: data.uri,
    version: '1',
    nonce: data.nonce,
    issuedAt: date(data.issuedAt),
    expirationTime: date(data.expirationTime),
    notBefore: date(data.notBefore),
    requestId: data.requestId,
    resources: data.resources,
    statement: data.statement,
  })
  return { ...data, toString: () => text }
}
