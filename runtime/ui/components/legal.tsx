import { useState } from 'react'
import type { LegalLinks } from '../../controllers/legal-consent.ts'
import type { Portkit } from '../../create-portkit.ts'
import { useSignalValue } from '../bindings/use-signal-value.ts'
import { useStrings } from '../bindings/use-strings.ts'

/** "Terms of Service and Privacy Policy": the host's pages that are set, each opening in a new tab. */
function LegalLinkList({ links }: { links: LegalLinks }) {
  const t = useStrings()
  return (
    <>
      {links.terms ? (
        <a href={links.terms} target="_blank" rel="noopener noreferrer">
          {t('terms')}
        </a>
      ) : null}
      {links.terms && links.privacy ? t('and') : null}
      {links.privacy ? (
        <a href={links.privacy} target="_blank" rel="noopener noreferrer">
          {t('privacy')}
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
  const t = useStrings(portkit)
  const { links, required } = portkit.legal
  if (required || (!links.terms && !links.privacy)) return null
  return (
    <p className="legal">
      {t('legalFooter')} <LegalLinkList links={links} />
    </p>
  )
}

/**
 * `features.legalCheckbox`: a real checkbox the visitor ticks before connecting. Its label holds the links;
 * following one does not tick it (a link inside a label keeps its own click). The tick is per page
 * (controllers/legal-consent.ts).
 */
export function LegalCheckbox({ portkit, autoFocus }: { portkit: Portkit; autoFocus: boolean }) {
  const t = useStrings(portkit)
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
        {t('legalCheckbox')} <LegalLinkList links={portkit.legal.links} />
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
