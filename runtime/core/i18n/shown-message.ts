import { ALERTS, alertText, type Alert, type AlertKey } from '../errors/alerts.ts'
import { MalformedAnswerError, UnexpectedAnswerError } from '../errors/http.ts'
import type { CoreStringKey } from './core-strings.ts'
import type { MessageValues } from './format-message.ts'

/**
 * What a controller hands the UI to show: a message key (with its placeholder values) that the UI
 * translates, or words from outside the product (a wallet's or a service's own error) shown as they came.
 * Controllers never hand the UI English of their own; a plugin's controller uses its own keys as `Key`.
 */
export type ShownMessage<Key extends string = CoreStringKey> =
  { readonly key: Key; readonly values?: MessageValues } | { readonly text: string }

/** A message of the catalogue: the UI shows `key`'s text in the active locale. */
export function keyed<Key extends string = CoreStringKey>(
  key: Key,
  values?: MessageValues,
): ShownMessage<Key> {
  return values ? { key, values } : { key }
}

/** Words from outside the product (a wallet's own error), shown as they came. */
export function outsideText(text: string): ShownMessage<never> {
  return { text }
}

/**
 * The message for a caught error: the catalogue key a Portkit error carries (`messageKey`), else a wallet's
 * or node's own short words (viem's `shortMessage`), else the catalogue's `fallback`.
 */
export function errorMessage(error: unknown, fallback: CoreStringKey): ShownMessage {
  const { messageKey } = (error ?? {}) as { messageKey?: unknown }
  if (typeof messageKey === 'string') return keyed(messageKey as CoreStringKey)
  return ownShortWords(error) ?? keyed(fallback)
}

/** A wallet's, node's or service's own short words (viem's `shortMessage`), as they came; undefined without any. */
export function ownShortWords(error: unknown): ShownMessage<never> | undefined {
  // A service's broken answer holds no words for the visitor: the caller's fallback says what failed.
  if (error instanceof MalformedAnswerError || error instanceof UnexpectedAnswerError) return undefined
  const { shortMessage } = (error ?? {}) as { shortMessage?: unknown }
  return typeof shortMessage === 'string' && shortMessage.length > 0 ? outsideText(shortMessage) : undefined
}

/**
 * What a failed step shows: the catalogue key its error carries, else the error's own message (a frame's or
 * wallet's words, as they came), else the generic toast's key.
 */
export function failureMessage(caught: unknown): ShownMessage {
  const { messageKey } = (caught ?? {}) as { messageKey?: unknown }
  if (typeof messageKey !== 'string' && caught instanceof Error && caught.message)
    return outsideText(caught.message)
  return errorMessage(caught, 'SOMETHING_WENT_WRONG')
}

/** `message` in words, with `translate` giving a key's text in the active locale. */
export function messageText<Key extends string>(
  message: ShownMessage<Key>,
  translate: (key: Key, values?: MessageValues) => string,
): string {
  return 'key' in message ? translate(message.key, message.values) : message.text
}

/** An alert of spec section 8 as its catalogue key (`ALERT_<KEY>`); any other (a host's own) as its words. */
export function alertMessage(alert: Alert): ShownMessage {
  const key = (Object.keys(ALERTS) as AlertKey[]).find(
    (name) =>
      ALERTS[name].shortMessage === alert.shortMessage && ALERTS[name].longMessage === alert.longMessage,
  )
  return key ? keyed(`ALERT_${key}`) : outsideText(alertText(alert))
}
