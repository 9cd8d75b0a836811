/** The send feature's own text; its keys type the menu entry and the view's title. */
export const SEND_STRINGS = {
  menuLabel: 'Send',
  title: 'Send',
  receiverPlaceholderEip155: '0x…',
  receiverPlaceholderSolana: 'Solana address',
} as const

export type SendStringKey = keyof typeof SEND_STRINGS
