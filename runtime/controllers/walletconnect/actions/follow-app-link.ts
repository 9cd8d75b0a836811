import type { WalletEntry } from '../../../core/types.ts'
import { walletConnectLink } from '../../../core/wallet-links.ts'
import { isPairingExpired } from '../../pairing-rules.ts'
import type { WalletConnectHost } from './context.ts'

/**
 * One tap on a phone: with a pairing URI already on offer (the wallet list started one), the wallet's
 * app link, to open at once inside the tap (a mobile browser blocks an app link opened after an
 * await); the pairing then goes on for this wallet. Undefined when no URI is ready or the wallet has
 * no usable app link: its view then offers the link once the URI is there.
 */
export function followAppLink(
  { portkit, state, now }: WalletConnectHost,
  wallet: WalletEntry,
): string | undefined {
  const wc = portkit.walletConnect
  const uri = wc.wcUri.value
  if (!uri || !state.pending || isPairingExpired(wc.wcPairingExpiry.value, now())) return undefined
  const href = walletConnectLink(wallet.mobile_link, uri)
  if (!href) return undefined
  state.lastWallet = wallet
  state.handedOff = uri
  wc.wcLinking.value = { name: wallet.name, href }
  return href
}
