import type { Translation } from '../../../core/i18n/messages.ts'
import type { SOCIAL_STRINGS } from '../strings.ts'

export default {
  listLabel: 'התחברות עם רשת חברתית',
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  continueInPopup: 'המשיכו בחלון ההתחברות',
  popupBlocked: 'חלון ההתחברות נחסם. אפשרו חלונות קופצים באתר זה ונסו שוב.',
  popupClosed: 'חלון ההתחברות נסגר לפני שההתחברות הושלמה.',
  farcasterTitle: 'התחברות עם Farcaster',
  farcasterScan: 'סרקו את הקוד הזה באפליקציית Farcaster, או פתחו את הקישור במכשיר זה.',
  farcasterOpen: 'פתיחה ב-Farcaster',
  farcasterUri: 'קישור התחברות ל-Farcaster',
} satisfies Translation<typeof SOCIAL_STRINGS>
