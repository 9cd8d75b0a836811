import type { Translation } from '../../../runtime/plugins/index.ts'
import type { RECEIVE_STRINGS } from '../strings.ts'

export default {
  menuLabel: 'Al',
  title: 'Al',
  qrAlt: 'Adresinizin QR kodu',
  qrFailed: 'QR kodu çizilemedi; bunun yerine adresi kopyalayın.',
  copy: 'Adresi kopyala',
  copied: 'Adres kopyalandı',
  networksHeading: 'Bu adresin çalıştığı ağlar',
  notConnected: 'Para almak için bir cüzdan bağlayın.',
} satisfies Translation<typeof RECEIVE_STRINGS>
