import type { Translation } from '../../../core/i18n/messages.ts'
import type { SEND_STRINGS } from '../strings.ts'

export default {
  menuLabel: 'Gönder',
  title: 'Gönder',
  formLabel: 'Gönder',
  token: 'Token',
  selectTokenOption: 'Bir token seçin',
  amount: 'Tutar',
  receiver: 'Alıcı adresi',
  receiverPlaceholderEip155: '0x…',
  receiverPlaceholderSolana: 'Solana adresi',
  receiverPlaceholderBip122: 'Bitcoin adresi',
  networkFee: 'Ağ ücreti ≈ {fee}',
  selectToken: 'Token seç',
  addAmount: 'Tutar ekle',
  addAddress: 'Adres ekle',
  invalidAddress: 'Geçersiz adres',
  insufficientFunds: 'Yetersiz bakiye',
  insufficientGas: 'Gaz için yetersiz bakiye',
  estimating: 'Gaz tahmin ediliyor…',
  send: 'Gönder',
} satisfies Translation<typeof SEND_STRINGS>
