import type { Translation } from '../../../runtime/plugins/index.ts'
import type { NAMES_STRINGS } from '../strings.ts'

export default {
  menuLabel: 'تسجيل اسم الحساب',
  title: 'اختر اسم الحساب',
  successTitle: 'اسم الحساب',
  nameLabel: 'الاسم',
  nameHint: '4 أحرف على الأقل: حروف وأرقام وشرطات.',
  searching: 'جارٍ البحث…',
  available: 'متاح',
  registered: 'مسجّل',
  suggestionsLabel: 'اقتراحات',
  register: 'تسجيل الاسم',
  pending: 'جارٍ تسجيل {name}: وقّع الرسالة في محفظتك.',
  success: 'أصبح {name} اسم حسابك الآن.',
  done: 'العودة إلى الحساب',
  notConnected: 'اربط حساب EVM لتسجيل اسم.',
  yourNames: 'أسماؤك',
} satisfies Translation<typeof NAMES_STRINGS>
