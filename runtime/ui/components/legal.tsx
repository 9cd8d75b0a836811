import { useState } from 'react'
import type { LegalLinks } from '../../controllers/legal-consent.ts'
import type { Portkit } from '../../create-portkit.ts'
import type { PluginPortkit } from '../../plugins/plugin-portkit.ts'
import { useSignalValue } from '../bindings/use-signal-value.ts'
import { useStrings, type CoreT } from '../bindings/use-strings.ts'
import type { CoreStringKey } from '../../core/i18n/core-strings.ts'

/** The legal sentences, each with a variant for a host that sets only one of the two pages. */
type LegalLine = 'legalFooter' | 'legalCheckbox'

function sentenceKey(line: LegalLine, links: LegalLinks): CoreStringKey {
  if (links.terms && links.privacy) return line
  return links.terms ? `${line}Terms` : `${line}Privacy`
}

/**
 * A legal sentence in the active locale, one message whose `{terms}` and `{privacy}` are the host's pages
 * as links, each opening in a new tab; the words around them are plain text.
 */
function LegalSentence({ line, links, t }: { line: LegalLine; links: LegalLinks; t: CoreT }) {
  const parts = t(sentenceKey(line, links)).split(/\{(terms|privacy)\}/)
  return parts.map((part, index) =>
    // Odd parts are the placeholders' names (the split's captured group).
    index % 2 === 0 ? (
      part
    ) : (
      <a key={part} href={links[part as keyof LegalLinks]} target="_blank" rel="noopener noreferrer">
        {t(part as 'terms' | 'privacy')}
      </a>
    ),
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
      <LegalSentence line="legalFooter" links={links} t={t} />
    </p>
  )
}

/**
 * `features.legalCheckbox`: a real checkbox the visitor ticks before connecting. Its label holds the links;
 * following one does not tick it (a link inside a label keeps its own click). The tick is per page
 * (controllers/legal-consent.ts).
 */
export function LegalCheckbox({ portkit, autoFocus }: { portkit: PluginPortkit; autoFocus: boolean }) {
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
        <LegalSentence line="legalCheckbox" links={portkit.legal.links} t={t} />
      </span>
    </label>
  )
}

/**
 * For a view that offers a way to connect and can be opened without the Connect view (the opening rule
 * without chain adapters, a host's `open()`): whether it shows the checkbox itself. Decided once as the
 * view opens, so the checkbox stays in place after the tick instead of vanishing under the pointer.
 */
export function useAsksForLegalConsent(portkit: PluginPortkit): boolean {
  const [ask] = useState(() => !portkit.legal.mayConnect.peek())
  return ask
}
