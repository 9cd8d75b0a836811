import { useState } from 'react'
import type { LegalLinks } from '../../controllers/legal-consent.ts'
import type { Portkit } from '../../create-portkit.ts'
import { useSignalValue } from '../bindings/use-signal-value.ts'

/** "Terms of Service and Privacy Policy": the host's pages that are set, each opening in a new tab. */
function LegalLinkList({ links }: { links: LegalLinks }) {
  return (
    <>
      {links.terms ? (
        <a href={links.terms} target="_blank" rel="noopener noreferrer">
          Terms of Service
        </a>
      ) : null}
      {links.terms && links.privacy ? ' and ' : null}
      {links.privacy ? (
        <a href={links.privacy} target="_blank" rel="noopener noreferrer">
          Privacy Policy
        </a>
      ) : null}
    </>
  )
}

/**
 * The line under the ways to connect when the host links its terms or privacy policy
 * (`termsConditionsUrl`, `privacyPolicyUrl`). With `features.legalCheckbox` the checkbox says it instead.
 */
export function LegalFooter({ portkit }: { portkit: Portkit }) {
  const { links, required } = portkit.legal
  if (required || (!links.terms && !links.privacy)) return null
  return (
    <p className="legal">
      By connecting your wallet, you agree to our <LegalLinkList links={links} />
    </p>
  )
}

/**
 * `features.legalCheckbox`: a real checkbox the visitor ticks before connecting. Its label holds the links;
 * following one does not tick it (a link inside a label keeps its own click). The tick is per page
 * (controllers/legal-consent.ts).
 */
export function LegalCheckbox({ portkit, autoFocus }: { portkit: Portkit; autoFocus: boolean }) {
  const accepted = useSignalValue(portkit.legal.accepted)
  if (!portkit.legal.required) return null
  return (
    <label className="legal-checkbox">
      <input
        type="checkbox"
        checked={accepted}
        data-autofocus={autoFocus ? '' : undefined}
        onChange={(event) => portkit.legal.setAccepted(event.currentTarget.checked)}
      />
      <span>
        I agree to the <LegalLinkList links={portkit.legal.links} />
      </span>
    </label>
  )
}

/**
 * For a view that offers a way to connect and can be opened without the Connect view (the opening rule
 * without chain adapters, a host's `open()`): whether it shows the checkbox itself. Decided once as the
 * view opens, so the checkbox stays in place after the tick instead of vanishing under the pointer.
 */
export function useAsksForLegalConsent(portkit: Portkit): boolean {
  const [ask] = useState(() => !portkit.legal.mayConnect.peek())
  return ask
}
