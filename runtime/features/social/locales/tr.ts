import type { Translation } from '../../../core/i18n/messages.ts'
import type { SOCIAL_STRINGS } from '../strings.ts'

export default {
  listLabel: 'Sosyal giriş',
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  continueInPopup: 'Giriş penceresinde devam edin',
  popupBlocked: 'Giriş penceresi engellendi. Bu site için açılır pencerelere izin verip tekrar deneyin.',
  popupClosed: 'Giriş penceresi, giriş tamamlanmadan kapatıldı.',
  farcasterTitle: 'Farcaster ile giriş yap',
  farcasterScan: 'Bu kodu Farcaster uygulamanızla tarayın veya bağlantıyı bu cihazda açın.',
  farcasterOpen: 'Farcaster’da aç',
  farcasterUri: 'Farcaster giriş bağlantısı',
} satisfies Translation<typeof SOCIAL_STRINGS>
