import type { Portkit } from '../../create-portkit.ts'
import { useStrings } from '../bindings/use-strings.ts'

/** The catalogue feature's "Get a wallet" view; absent when the config has no catalogue. */
export const GET_WALLET_VIEW = 'catalogue/GetWallet'

const POINTS = [
  { heading: 'helpHomeHeading', text: 'helpHomeText' },
  { heading: 'helpLoginHeading', text: 'helpLoginText' },
] as const

/**
 * Help for a visitor with no wallet (reached from Connect): what a wallet is, and with the catalogue a
 * way on to "Get a wallet".
 */
export function WhatIsAWalletView({ portkit }: { portkit: Portkit }) {
  const t = useStrings(portkit)
  const getWallet = portkit.plugins.view(GET_WALLET_VIEW)
  return (
    <div className="view">
      {POINTS.map((point) => (
        <section key={point.heading} className="help-point">
          <h3 className="display">{t(point.heading)}</h3>
          <p>{t(point.text)}</p>
        </section>
      ))}
      {getWallet ? (
        <button
          type="button"
          className="primary"
          data-autofocus=""
          onClick={() => portkit.router.push({ name: GET_WALLET_VIEW })}
        >
          {t('getWallet')}
        </button>
      ) : null}
    </div>
  )
}
