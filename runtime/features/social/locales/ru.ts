import type { Translation } from '../../../core/i18n/messages.ts'
import type { SOCIAL_STRINGS } from '../strings.ts'

export default {
  listLabel: 'Вход через соцсети',
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  continueInPopup: 'Продолжите в окне входа',
  popupBlocked: 'Окно входа заблокировано. Разрешите всплывающие окна для этого сайта и повторите попытку.',
  popupClosed: 'Окно входа было закрыто до завершения входа.',
  farcasterTitle: 'Войти через Farcaster',
  farcasterScan: 'Отсканируйте этот код в приложении Farcaster или откройте ссылку на этом устройстве.',
  farcasterOpen: 'Открыть в Farcaster',
  farcasterUri: 'Ссылка для входа в Farcaster',
} satisfies Translation<typeof SOCIAL_STRINGS>
