import {
  isUserRejection,
  keyed,
  ownShortWords,
  RequestAbortedError,
  SmartSessionsUnsupportedError,
  TransactionRevertedError,
  UserRejectedError,
} from '../../runtime/plugins/index.ts'
import type { SmartSessionsMessage } from './messages.ts'
import type { SmartSessionsStringKey } from './strings.ts'

/** A session the browser holds no key for: it cannot be used from here. */
export class SessionKeyMissingError extends Error {
  override name = 'SessionKeyMissingError'
  readonly shortMessage: string
  /** `key`'s text (the caller's, in the active locale) is the error's; the view shows the key. */
  constructor(
    readonly key: SmartSessionsStringKey,
    text: string,
  ) {
    super(text)
    this.shortMessage = text
  }
}

/** A session-key call the chain refused: its reason is one of the plugin's texts (REFUSALS). */
export class SessionRefusedError extends TransactionRevertedError {
  constructor(
    readonly key: SmartSessionsStringKey,
    text: string,
  ) {
    super(text)
  }
}

/** SessionAccount's errors, as the revert reasons shown for a refused session-key call. */
export const REFUSALS: Record<string, SmartSessionsStringKey> = {
  Revoked: 'refusedRevoked',
  Expired: 'refusedExpired',
  OverLimit: 'refusedOverLimit',
  WrongTarget: 'refusedWrongTarget',
  UnknownSession: 'refusedUnknown',
  NotSessionKey: 'refusedUnknown',
}

/** Wallet failures in the catalogue's terms: a rejection is UserRejectedError (spec section 8). */
export function walletFailure(failure: unknown): unknown {
  if (failure instanceof RequestAbortedError || failure instanceof UserRejectedError) return failure
  return isUserRejection(failure) ? new UserRejectedError({ cause: failure }) : failure
}

/**
 * The message shown for a failure: 'Signature declined' for a rejection, the plugin's or the catalogue's
 * text where it has one, else the failure's own short words, else `fallback`.
 */
export function failureMessage(failure: unknown, fallback: SmartSessionsMessage): SmartSessionsMessage {
  if (failure instanceof UserRejectedError) return keyed('SIGNATURE_DECLINED')
  if (failure instanceof SmartSessionsUnsupportedError) return keyed('SMART_ACCOUNTS_UNSUPPORTED')
  if (failure instanceof SessionKeyMissingError || failure instanceof SessionRefusedError)
    return keyed(failure.key)
  return ownShortWords(failure) ?? fallback
}
