import { computed, signal } from '@preact/signals-core'
import type { ResolvedConfig } from '../config/types.ts'
import { safeHttpUrl } from '../core/safe-url.ts'

/** The host's legal pages the modal links to: `termsConditionsUrl` and `privacyPolicyUrl`, safe ones only. */
export interface LegalLinks {
  terms?: string
  privacy?: string
}

function legalLinks(config: ResolvedConfig): LegalLinks {
  const terms = safeHttpUrl(config.termsConditionsUrl)
  const privacy = safeHttpUrl(config.privacyPolicyUrl)
  return { ...(terms ? { terms } : {}), ...(privacy ? { privacy } : {}) }
}

/**
 * `features.legalCheckbox`: the visitor agrees to the host's terms before any way to connect is enabled.
 * The tick lives as long as this instance (the page): reopening the modal keeps it, a reload asks again.
 * It is never stored. Without a link to agree to there is nothing to ask (the generator refuses that
 * config), so nothing is held back.
 */
export function createLegalConsent(config: ResolvedConfig) {
  const links = legalLinks(config)
  const required = config.features.legalCheckbox && (links.terms !== undefined || links.privacy !== undefined)
  const accepted = signal(false)
  return {
    links,
    /** The checkbox is shown and connecting waits for it. */
    required,
    accepted,
    /** Every way to connect is enabled: no checkbox is asked for, or it is ticked. */
    mayConnect: computed(() => !required || accepted.value),
    setAccepted(value: boolean): void {
      accepted.value = value
    },
  }
}

export type LegalConsent = ReturnType<typeof createLegalConsent>
