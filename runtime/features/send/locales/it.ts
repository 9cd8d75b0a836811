import type { Translation } from '../../../core/i18n/messages.ts'
import type { SEND_STRINGS } from '../strings.ts'

export default {
  menuLabel: 'Invia',
  title: 'Invia',
  formLabel: 'Invia',
  token: 'Token',
  selectTokenOption: 'Seleziona un token',
  amount: 'Importo',
  receiver: 'Indirizzo del destinatario',
  receiverPlaceholderEip155: '0x…',
  receiverPlaceholderSolana: 'Indirizzo Solana',
  receiverPlaceholderBip122: 'Indirizzo Bitcoin',
  networkFee: 'Commissione di rete ≈ {fee}',
  selectToken: 'Seleziona token',
  addAmount: 'Inserisci importo',
  addAddress: 'Inserisci indirizzo',
  invalidAddress: 'Indirizzo non valido',
  insufficientFunds: 'Fondi insufficienti',
  insufficientGas: 'Fondi insufficienti per il gas',
  estimating: 'Stima del gas…',
  send: 'Invia',
} satisfies Translation<typeof SEND_STRINGS>
