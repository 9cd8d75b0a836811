import type { Portkit } from '../../create-portkit.ts'

/** The catalogue feature's "Get a wallet" view; absent when the config has no catalogue. */
export const GET_WALLET_VIEW = 'catalogue/GetWallet'

const POINTS = [
  {
    heading: 'A home for your digital assets',
    text: 'A wallet holds your crypto and collectibles, and lets you send, receive and sign with them.',
  },
  {
    heading: 'A new way to log in',
    text: 'Instead of a new account and password on every site, you connect your wallet and approve in it.',
  },
] as const

/**
 * Help for a visitor with no wallet (reached from Connect): what a wallet is, and with the catalogue a
 * way on to "Get a wallet".
 */
export function WhatIsAWalletView({ portkit }: { portkit: Portkit }) {
  const getWallet = portkit.plugins.view(GET_WALLET_VIEW)
  return (
    <div className="view">
      {POINTS.map((point) => (
        <section key={point.heading} className="help-point">
          <h3 className="display">{point.heading}</h3>
          <p>{point.text}</p>
        </section>
      ))}
      {getWallet ? (
        <button
          type="button"
          className="primary"
          data-autofocus=""
          onClick={() =>
            portkit.router.push({
              name: GET_WALLET_VIEW,
              title: getWallet.context.t(getWallet.definition.title),
            })
          }
        >
          Get a wallet
        </button>
      ) : null}
    </div>
  )
}
