import type { Translation } from '../../../core/i18n/messages.ts'
import type { CATALOGUE_STRINGS } from '../strings.ts'

export default {
  entry: 'כל הארנקים',
  title: 'כל הארנקים',
  getWallet: 'השגת ארנק',
  searchLabel: 'חיפוש ארנקים',
  searchPlaceholder: 'חיפוש ארנק',
  noWalletFound: 'לא נמצא ארנק',
  listLabel: 'כל הארנקים',
  recent: 'אחרון',
  installed: 'מותקן',
  loadingWallets: 'טוען ארנקים',
  getWalletLead: 'בחרו ארנק והתקינו אותו מהאתר שלו, ואז חזרו כדי להתחבר.',
  getWalletList: 'ארנקים להשגה',
  storesOf: '{name} בחנויות',
} satisfies Translation<typeof CATALOGUE_STRINGS>
