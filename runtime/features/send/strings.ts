import { SEND_LABELS } from '../../controllers/send-form.ts'

/** The send feature's own text; its keys type the menu entry and the view's title. */
export const SEND_STRINGS = {
  menuLabel: 'Send',
  title: 'Send',
  formLabel: 'Send',
  token: 'Token',
  selectTokenOption: 'Select a token',
  amount: 'Amount',
  receiver: 'Receiver address',
  receiverPlaceholderEip155: '0x…',
  receiverPlaceholderSolana: 'Solana address',
  receiverPlaceholderBip122: 'Bitcoin address',
  networkFee: 'Network fee ≈ {fee}',
  // The spec's button labels (section 5), which the send controller reports by their keys.
  ...SEND_LABELS,
} as const

export type SendStringKey = keyof typeof SEND_STRINGS
