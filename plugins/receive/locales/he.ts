import type { Translation } from '../../../runtime/plugins/index.ts'
import type { RECEIVE_STRINGS } from '../strings.ts'

export default {
  menuLabel: 'קבלה',
  title: 'קבלה',
  qrAlt: 'קוד QR של הכתובת שלך',
  qrFailed: 'לא ניתן היה לצייר את קוד ה-QR; העתיקו את הכתובת במקום.',
  copy: 'העתקת כתובת',
  copied: 'הכתובת הועתקה',
  networksHeading: 'רשתות שבהן הכתובת פועלת',
  notConnected: 'חברו ארנק כדי לקבל כספים.',
} satisfies Translation<typeof RECEIVE_STRINGS>
