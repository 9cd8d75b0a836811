import type { Translation } from '../../../core/i18n/messages.ts'
import type { SOCIAL_STRINGS } from '../strings.ts'

export default {
  listLabel: 'ソーシャルログイン',
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  continueInPopup: 'サインインウィンドウで続行してください',
  popupBlocked:
    'サインインウィンドウがブロックされました。このサイトのポップアップを許可して、もう一度お試しください。',
  popupClosed: 'サインインが完了する前にサインインウィンドウが閉じられました。',
  farcasterTitle: 'Farcaster でサインイン',
  farcasterScan: 'Farcaster アプリでこのコードをスキャンするか、このデバイスでリンクを開いてください。',
  farcasterOpen: 'Farcaster で開く',
  farcasterUri: 'Farcaster サインインリンク',
} satisfies Translation<typeof SOCIAL_STRINGS>
