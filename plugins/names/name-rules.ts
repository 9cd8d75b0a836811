import {
  InvalidAccountNameError,
  isValidAccountName,
  normalizeEnsName,
  toRegistrationCoinType,
} from '../../runtime/plugins/index.ts'

/**
 * The zone names are suggested and registered in (spec section 9: "Name suggestion zone is a fixed
 * value"). The devnet's profile service serves this zone.
 */
export const NAME_ZONE = 'portkit.id'

export type NameCheck =
  | {
      ok: true
      /** The label as normalised (ENSIP-15), e.g. `alice`. */
      label: string
      /** The full normalised name, `label.zone`: what is suggested, signed and registered. */
      name: string
    }
  | { ok: false; error: Error }

/**
 * The visitor's wanted name (spec section 5): at least 4 characters, only letters, digits and hyphens,
 * then ENSIP-15 normalisation of the full name through the maintained normaliser (which also refuses
 * e.g. a `--` label extension). Typing the zone is allowed: `alice.portkit.id` is `alice`.
 */
export function checkAccountName(input: string): NameCheck {
  const typed = input.trim()
  const suffix = `.${NAME_ZONE}`
  const label = typed.toLowerCase().endsWith(suffix) ? typed.slice(0, -suffix.length) : typed
  if (!isValidAccountName(label)) return { ok: false, error: new InvalidAccountNameError() }
  try {
    const name = normalizeEnsName(`${label}${suffix}`)
    return { ok: true, label: name.slice(0, -suffix.length), name }
  } catch (error) {
    return { ok: false, error: error as Error }
  }
}

/** Spec section 5: the coin type a name is registered under is the chain id OR 0x80000000. */
export function registrationCoinType(network: { id: number | string } | undefined): number {
  return toRegistrationCoinType(Number(network?.id))
}

/**
 * The message the account signs (personal_sign) to register `name`: the JSON text the profile service
 * reads, `{ name, attributes, timestamp }`, timestamp in unix seconds (the service refuses old ones).
 */
export function registrationMessage(name: string, now: number = Date.now()): string {
  return JSON.stringify({ name, attributes: {}, timestamp: Math.floor(now / 1000) })
}
