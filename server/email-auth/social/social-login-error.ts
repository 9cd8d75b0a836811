import { ClientError, ResponseBodyError } from 'openid-client'

export type SocialLoginErrorCode =
  | 'access_denied'
  | 'provider_error'
  | 'provider_unavailable'
  | 'unknown_provider'
  | 'state_mismatch'
  | 'issuer_mismatch'
  | 'code_exchange_failed'
  | 'invalid_id_token'
  | 'user_endpoint_failed'

export class SocialLoginError extends Error {
  override name = 'SocialLoginError'
  constructor(
    readonly code: SocialLoginErrorCode,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options)
  }
}

/**
 * What failed while talking to a provider, as a SocialLoginError: `during` names the step's code when the
 * provider answered but the answer was refused. A provider's own error text (`error_description`) is kept;
 * nothing of ours (secrets, tokens) is put in the message.
 */
export function socialLoginFailure(
  error: unknown,
  provider: string,
  during: Extract<SocialLoginErrorCode, 'code_exchange_failed' | 'invalid_id_token' | 'user_endpoint_failed'>,
): SocialLoginError {
  if (error instanceof SocialLoginError) return error
  const refusal = providerRefusal(error)
  if (refusal)
    return new SocialLoginError('code_exchange_failed', `The provider refused the code: ${refusal}`)
  if (isUnreachable(error))
    return new SocialLoginError('provider_unavailable', `${provider} could not be reached; try again later`, {
      cause: error,
    })
  const step = isUnusableTokenAnswer(error) ? 'code_exchange_failed' : during
  return new SocialLoginError(step, `${PREFIXES[step]}: ${detail(error)}`, { cause: error })
}

const PREFIXES = {
  code_exchange_failed: 'The provider refused the code',
  invalid_id_token: 'The ID token was refused',
  user_endpoint_failed: 'The provider’s user endpoint did not answer as expected',
}

/** No answer at all: fetch failed beneath openid-client, or it timed out. */
function isUnreachable(error: unknown): boolean {
  if (error instanceof ClientError) return error.code === 'OAUTH_TIMEOUT' || error.code === 'OAUTH_ABORT'
  return error instanceof TypeError && error.message === 'fetch failed'
}

/** A token endpoint answering neither tokens nor an OAuth error (an HTML error page, say). */
function isUnusableTokenAnswer(error: unknown): boolean {
  return (
    error instanceof ClientError &&
    (error.code === 'OAUTH_RESPONSE_IS_NOT_CONFORM' || error.code === 'OAUTH_RESPONSE_IS_NOT_JSON')
  )
}

/**
 * The provider's own error in a token answer: an OAuth error body, or (GitHub) the same body sent with
 * HTTP 200, which openid-client reports as a token answer without an access token.
 */
function providerRefusal(error: unknown): string | undefined {
  if (error instanceof ResponseBodyError) return error.error_description ?? error.error
  const body = (error as { cause?: { cause?: { body?: Record<string, unknown> } } }).cause?.cause?.body
  const reason = body?.error_description ?? body?.error
  return typeof reason === 'string' ? reason : undefined
}

/** openid-client's message and the underlying check's, e.g. `unexpected JWT claim value: … "nonce" …`. */
function detail(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const cause = error.cause instanceof Error ? error.cause.message : undefined
  return cause && cause !== error.message ? `${error.message} (${cause})` : error.message
}
