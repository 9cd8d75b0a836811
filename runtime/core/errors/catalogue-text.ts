import { ALERT_TEXTS } from './alerts.ts'
import { TOASTS } from './toasts.ts'

/** The core catalogue's texts an error may throw: the toasts and the alerts (`ALERT_<KEY>`), by key. */
const CATALOGUE_TEXTS = { ...TOASTS, ...ALERT_TEXTS }

/** A key of the core catalogue an error's text comes from (a CoreStringKey the UI translates). */
export type CatalogueMessageKey = keyof typeof CATALOGUE_TEXTS

/** A thrown text of the core catalogue: its key, which the UI translates, and its English. */
export interface CatalogueText {
  readonly key: CatalogueMessageKey
  readonly text: string
}

/** The catalogue text under `key`, for an error to throw with its key. */
export function catalogueText(key: CatalogueMessageKey): CatalogueText {
  return { key, text: CATALOGUE_TEXTS[key] }
}
