import type { Translation } from '../../../core/i18n/messages.ts'
import type { SOCIAL_STRINGS } from '../strings.ts'

export default {
  listLabel: 'تسجيل الدخول عبر الشبكات الاجتماعية',
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  continueInPopup: 'تابع في نافذة تسجيل الدخول',
  popupBlocked: 'تم حظر نافذة تسجيل الدخول. اسمح بالنوافذ المنبثقة لهذا الموقع وحاول مرة أخرى.',
  popupClosed: 'تم إغلاق نافذة تسجيل الدخول قبل اكتمال تسجيل الدخول.',
  farcasterTitle: 'تسجيل الدخول باستخدام Farcaster',
  farcasterScan: 'امسح هذا الرمز باستخدام تطبيق Farcaster، أو افتح الرابط على هذا الجهاز.',
  farcasterOpen: 'فتح في Farcaster',
  farcasterUri: 'رابط تسجيل الدخول إلى Farcaster',
} satisfies Translation<typeof SOCIAL_STRINGS>
