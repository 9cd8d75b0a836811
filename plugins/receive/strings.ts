/** The plugin's own text; its keys type the view's `t` and the menu entry. */
export const RECEIVE_STRINGS = {
  menuLabel: 'Receive',
  title: 'Receive',
  qrAlt: 'QR code of your address',
  qrFailed: 'The QR code could not be drawn; copy the address instead.',
  copy: 'Copy address',
  copied: 'Address copied',
  networksHeading: 'Networks this address works on',
  notConnected: 'Connect a wallet to receive funds.',
} as const

export type ReceiveStringKey = keyof typeof RECEIVE_STRINGS
