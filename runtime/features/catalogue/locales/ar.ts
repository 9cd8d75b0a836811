import type { Translation } from '../../../core/i18n/messages.ts'
import type { CATALOGUE_STRINGS } from '../strings.ts'

export default {
  entry: 'كل المحافظ',
  title: 'كل المحافظ',
  getWallet: 'احصل على محفظة',
  searchLabel: 'البحث عن المحافظ',
  searchPlaceholder: 'ابحث عن محفظة',
  noWalletFound: 'لم يتم العثور على محفظة',
  listLabel: 'كل المحافظ',
  recent: 'حديثة',
  installed: 'مثبتة',
  loadingWallets: 'جارٍ تحميل المحافظ',
  getWalletLead: 'اختر محفظة وثبّتها من موقعها الرسمي، ثم عد للاتصال.',
  getWalletList: 'محافظ للحصول عليها',
  storesOf: '{name} في المتاجر',
} satisfies Translation<typeof CATALOGUE_STRINGS>
