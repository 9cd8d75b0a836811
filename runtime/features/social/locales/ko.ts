import type { Translation } from '../../../core/i18n/messages.ts'
import type { SOCIAL_STRINGS } from '../strings.ts'

export default {
  listLabel: '소셜 로그인',
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  continueInPopup: '로그인 창에서 계속하세요',
  popupBlocked: '로그인 창이 차단되었습니다. 이 사이트의 팝업을 허용한 후 다시 시도하세요.',
  popupClosed: '로그인이 완료되기 전에 로그인 창이 닫혔습니다.',
  farcasterTitle: 'Farcaster로 로그인',
  farcasterScan: 'Farcaster 앱으로 이 코드를 스캔하거나 이 기기에서 링크를 여세요.',
  farcasterOpen: 'Farcaster에서 열기',
  farcasterUri: 'Farcaster 로그인 링크',
} satisfies Translation<typeof SOCIAL_STRINGS>
