/**
 * The SIWX entities of spec section 3 (SIWX message, Session) and the storage/verifier contract a host may
 * supply instead of the default one. Types only: shared by the browser plugin and `portkit/siwx-server`.
 */

/** The fields of a CAIP-122 sign-in message (spec section 3, SIWX message). Times are ISO 8601 strings. */
export interface SiwxMessageData {
  /** The signing account's address, without namespace and chain. */
  accountAddress: string
  /** CAIP-2 network id, e.g. eip155:31337. */
  chainId: string
  nonce: string
  /** RFC 3986 authority of the page asking (host and port). */
  domain: string
  /** RFC 3986 URI of the page asking. */
  uri: string
  version: string
  expirationTime?: string
  issuedAt?: string
  notBefore?: string
  requestId?: string
  resources?: string[]
  statement?: string
}

/** A message ready to sign: its fields and its text (EIP-4361 for eip155). */
export interface SiwxMessage extends SiwxMessageData {
  toString: () => string
}

/** CAIP-74 object capability (optional on a session). */
export interface SiwxCacao {
  h: Record<string, unknown>
  p: Record<string, unknown>
  s: Record<string, unknown>
}

/** A signed sign-in (spec section 3, Session): data, message, signature, optional cacao. */
export interface SiwxSession {
  data: SiwxMessageData
  message: string
  signature: string
  cacao?: SiwxCacao
}

/** What the plugin asks for when it builds a message. */
export interface SiwxMessageInput {
  accountAddress: string
  chainId: string
}

/**
 * The host's storage and verifier (the `siwx` option's functions, passed with `withSiwx`): where nonces
 * come from, who verifies a signed session and where sessions are kept. Without one, the plugin keeps
 * sessions in Portkit's storage and asks the auth service (openapi/auth-api.yaml).
 */
export interface SiwxConfig {
  /** Builds the message to sign, with a fresh nonce. */
  createMessage(input: SiwxMessageInput): Promise<SiwxMessage>
  /** Verifies and keeps a signed session; rejects when it is refused. */
  addSession(session: SiwxSession): Promise<void>
  /** Forgets (and where it can, revokes) the sessions of one account. */
  revokeSession(chainId: string, accountAddress: string): Promise<void>
  /** Replaces every kept session with these. */
  setSessions(sessions: SiwxSession[]): Promise<void>
  /** The account's sessions that are still valid (not expired). */
  getSessions(chainId: string, accountAddress: string): Promise<SiwxSession[]>
  /** Overrides the config's `required` (a sign-in is needed to stay connected). */
  getRequired?(): boolean
  /** Overrides the config's `signOutOnDisconnect`. */
  signOutOnDisconnect?: boolean
}
