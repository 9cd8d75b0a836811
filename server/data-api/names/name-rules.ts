import { ens_normalize } from '@adraffy/ens-normalize'
import { badRequest } from '../../http/api-error.ts'

/** The zone (suffix) devnet names live in, e.g. alice.portkit.id (spec section 9: a fixed zone). */
export const NAME_ZONE = 'portkit.id'

/** Spec section 5: names have at least 4 characters, only letters, digits and hyphens. */
const LABEL = /^[a-z0-9-]+$/
export const MIN_LABEL_LENGTH = 4

export interface ParsedName {
  label: string
  zone: string
  /** Lower-cased `label.zone`, the form names are stored and answered in. */
  name: string
}

/**
 * Splits a name into label and zone (a bare label is taken to be in the devnet zone). Letters are
 * lower-cased, as name normalisation does; any character outside letters, digits and hyphens is a 400.
 */
export function parseName(value: string, field: string): ParsedName {
  const lower = value.trim().toLowerCase()
  const dot = lower.indexOf('.')
  const label = dot === -1 ? lower : lower.slice(0, dot)
  const zone = dot === -1 ? NAME_ZONE : lower.slice(dot + 1)
  if (!LABEL.test(label)) {
    throw badRequest(
      field,
      `${JSON.stringify(value)} is not a valid name: use only letters, digits and hyphens`,
    )
  }
  if (zone === '' || zone.split('.').some((part) => !LABEL.test(part))) {
    throw badRequest(field, `${JSON.stringify(value)} has an invalid zone`)
  }
  return { label, zone, name: `${label}.${zone}` }
}

/** A name that may be registered here: in the devnet zone, with a label of at least 4 characters. */
export function parseRegistrableName(value: string, field: string): ParsedName {
  const parsed = parseName(value, field)
  if (parsed.zone !== NAME_ZONE) {
    throw badRequest(
      field,
      `Only names in ${NAME_ZONE} can be registered on the devnet, got ${JSON.stringify(value)}`,
    )
  }
  if (parsed.label.length < MIN_LABEL_LENGTH) {
    throw badRequest(
      field,
      `A name needs at least ${MIN_LABEL_LENGTH} characters, got ${JSON.stringify(parsed.label)}`,
    )
  }
  // Spec section 5: only names that ENSIP-15 normalisation accepts as they are (e.g. no `--` in 3rd-4th place).
  let normalized: string | undefined
  try {
    normalized = ens_normalize(parsed.name)
  } catch (error) {
    throw badRequest(field, `${JSON.stringify(value)} is not a normalised name: ${(error as Error).message}`)
  }
  if (normalized !== parsed.name) {
    throw badRequest(field, `${JSON.stringify(value)} is not a normalised name (${normalized})`)
  }
  return parsed
}

/** Spec section 5: the coin type of an EVM chain is chainId | 0x80000000 (ENSIP-11); 60 is Ethereum. */
export const ETHEREUM_COIN_TYPE = 60
const EVM_COIN_TYPE_FLAG = 0x80000000

/** The EVM chain id a coin type stands for; a 400 for coin types that are not EVM ones. */
export function chainIdOfCoinType(coinType: number, field: string): number {
  if (coinType === ETHEREUM_COIN_TYPE) return 1
  const chainId = coinType - EVM_COIN_TYPE_FLAG
  if (!Number.isInteger(coinType) || chainId < 1 || chainId >= EVM_COIN_TYPE_FLAG) {
    throw badRequest(
      field,
      `${coinType} is not an EVM coin type (60, or chainId | 0x80000000 with 0 < chainId < 0x80000000)`,
    )
  }
  return chainId
}
