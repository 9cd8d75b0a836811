import type { SiwxMessageData } from './types.ts'

/**
 * CAIP-122 for the solana namespace, in the Sign In With Solana text: the EIP-4361 layout with
 * "Solana account" in the header and the CAIP-2 reference (the genesis-hash prefix) as the Chain ID.
 * Written by the browser plugin, read back by the verifier; one file so both sides agree on each line.
 */
const HEADER = ' wants you to sign in with your Solana account:'
const BASE58_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
/** EIP-4361's nonce rule, kept for Solana: at least 8 alphanumerics. */
const NONCE = /^[A-Za-z0-9]{8,}$/

/** The optional fields after Issued At, in the order the text carries them. */
const OPTIONAL_LINES = [
  ['expirationTime', 'Expiration Time'],
  ['notBefore', 'Not Before'],
  ['requestId', 'Request ID'],
] as const

export class SiwsMessageError extends Error {
  override name = 'SiwsMessageError'
}

export const isSolanaSignIn = (text: string) => text.split('\n', 1)[0]!.endsWith(HEADER)

/** The text a Solana account signs for these fields (chainId `solana:<reference>`). */
export function formatSiwsMessage(data: SiwxMessageData): string {
  const [namespace, reference] = data.chainId.split(':')
  if (namespace !== 'solana' || !reference)
    throw new SiwsMessageError(`${data.chainId} is not a Solana chain`)
  if (!BASE58_ADDRESS.test(data.accountAddress))
    throw new SiwsMessageError(`${data.accountAddress} is not a Solana address`)
  if (!NONCE.test(data.nonce)) throw new SiwsMessageError('The nonce must be at least 8 letters or digits')
  if (/[\n/]/.test(data.domain) || data.domain === '')
    throw new SiwsMessageError('The domain is not an authority')
  if (data.statement?.includes('\n')) throw new SiwsMessageError('The statement must be one line')
  const lines = [`${data.domain}${HEADER}`, data.accountAddress, '']
  if (data.statement !== undefined) lines.push(data.statement, '')
  lines.push(`URI: ${data.uri}`, `Version: ${data.version}`, `Chain ID: ${reference}`, `Nonce: ${data.nonce}`)
  lines.push(`Issued At: ${data.issuedAt ?? new Date().toISOString()}`)
  for (const [key, label] of OPTIONAL_LINES) if (data[key] !== undefined) lines.push(`${label}: ${data[key]}`)
  if (data.resources?.length) lines.push('Resources:', ...data.resources.map((resource) => `- ${resource}`))
  return lines.join('\n')
}

/** The fields of a Sign In With Solana text, or undefined when it is not one (every line in its place). */
export function parseSiwsMessage(text: string): SiwxMessageData | undefined {
  const lines = text.split('\n')
  const take = (label: string): string | undefined => {
    const line = lines[0]
    if (line === undefined || !line.startsWith(`${label}: `)) return undefined
    lines.shift()
    return line.slice(label.length + 2)
  }
  const header = lines.shift()
  if (!header?.endsWith(HEADER)) return undefined
  const domain = header.slice(0, -HEADER.length)
  const accountAddress = lines.shift() ?? ''
  if (!domain || !BASE58_ADDRESS.test(accountAddress) || lines.shift() !== '') return undefined
  let statement: string | undefined
  if (lines[0] !== undefined && !lines[0].startsWith('URI: ')) {
    statement = lines.shift()
    if (lines.shift() !== '') return undefined
  }
  const uri = take('URI')
  const version = take('Version')
  const reference = take('Chain ID')
  const nonce = take('Nonce')
  const issuedAt = take('Issued At')
  if (!uri || version !== '1' || !reference || !nonce || !NONCE.test(nonce) || !issuedAt) return undefined
  const optional: Partial<Record<(typeof OPTIONAL_LINES)[number][0], string>> = {}
  for (const [key, label] of OPTIONAL_LINES) {
    const value = take(label)
    if (value !== undefined) optional[key] = value
  }
  let resources: string[] | undefined
  if (lines[0] === 'Resources:') {
    lines.shift()
    resources = lines.splice(0).map((line) => (line.startsWith('- ') ? line.slice(2) : ''))
    if (resources.length === 0 || resources.includes('')) return undefined
  }
  if (lines.length > 0) return undefined
  const times = [issuedAt, optional.expirationTime, optional.notBefore]
  if (times.some((time) => time !== undefined && Number.isNaN(Date.parse(time)))) return undefined
  return {
    accountAddress,
    chainId: `solana:${reference}`,
    nonce,
    domain,
    uri,
    version,
    issuedAt,
    ...optional,
    ...(resources ? { resources } : {}),
    ...(statement !== undefined ? { statement } : {}),
  }
}
