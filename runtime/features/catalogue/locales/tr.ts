import type { Translation } from '../../../core/i18n/messages.ts'
import type { CATALOGUE_STRINGS } from '../strings.ts'

export default {
  entry: 'Tüm cüzdanlar',
  title: 'Tüm cüzdanlar',
  getWallet: 'Cüzdan edinin',
  searchLabel: 'Cüzdan ara',
  searchPlaceholder: 'Cüzdan ara',
  noWalletFound: 'Cüzdan bulunamadı',
  listLabel: 'Tüm cüzdanlar',
  recent: 'Son kullanılan',
  installed: 'Yüklü',
  loadingWallets: 'Cüzdanlar yükleniyor',
  getWalletLead: 'Bir cüzdan seçip kendi sitesinden yükleyin, ardından bağlanmak için geri dönün.',
  getWalletList: 'Edinilebilecek cüzdanlar',
  storesOf: 'Mağazalarda {name}',
} satisfies Translation<typeof CATALOGUE_STRINGS>
