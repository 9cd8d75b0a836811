import type { Translation } from '../../../core/i18n/messages.ts'
import type { SOCIAL_STRINGS } from '../strings.ts'

export default {
  listLabel: 'Login social',
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  continueInPopup: 'Continue na janela de login',
  popupBlocked: 'A janela de login foi bloqueada. Permita pop-ups para este site e tente novamente.',
  popupClosed: 'A janela de login foi fechada antes de o login terminar.',
  farcasterTitle: 'Entrar com Farcaster',
  farcasterScan: 'Escaneie este código com seu app Farcaster ou abra o link neste dispositivo.',
  farcasterOpen: 'Abrir no Farcaster',
  farcasterUri: 'Link de login do Farcaster',
} satisfies Translation<typeof SOCIAL_STRINGS>
