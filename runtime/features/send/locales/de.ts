import type { Translation } from '../../../core/i18n/messages.ts'
import type { SEND_STRINGS } from '../strings.ts'

export default {
  menuLabel: 'Senden',
  title: 'Senden',
  formLabel: 'Senden',
  token: 'Token',
  selectTokenOption: 'Token auswählen',
  amount: 'Betrag',
  receiver: 'Empfängeradresse',
  receiverPlaceholderEip155: '0x…',
  receiverPlaceholderSolana: 'Solana-Adresse',
  receiverPlaceholderBip122: 'Bitcoin-Adresse',
  networkFee: 'Netzwerkgebühr ≈ {fee}',
  selectToken: 'Token auswählen',
  addAmount: 'Betrag eingeben',
  addAddress: 'Adresse eingeben',
  invalidAddress: 'Ungültige Adresse',
  insufficientFunds: 'Unzureichendes Guthaben',
  insufficientGas: 'Unzureichendes Guthaben für Gas',
  estimating: 'Gas wird geschätzt…',
  send: 'Senden',
} satisfies Translation<typeof SEND_STRINGS>
