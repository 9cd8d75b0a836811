import type { Translation } from '../../../runtime/plugins/index.ts'
import type { RECEIVE_STRINGS } from '../strings.ts'

export default {
  menuLabel: 'استلام',
  title: 'استلام',
  qrAlt: 'رمز QR لعنوانك',
  qrFailed: 'تعذر رسم رمز QR؛ انسخ العنوان بدلًا من ذلك.',
  copy: 'نسخ العنوان',
  copied: 'تم نسخ العنوان',
  networksHeading: 'الشبكات التي يعمل عليها هذا العنوان',
  notConnected: 'اربط محفظة لاستلام الأموال.',
} satisfies Translation<typeof RECEIVE_STRINGS>
