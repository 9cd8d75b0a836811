import type { Translation } from '../../../core/i18n/messages.ts'
import type { SOCIAL_STRINGS } from '../strings.ts'

export default {
  listLabel: 'Inicio de sesión social',
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  continueInPopup: 'Continúa en la ventana de inicio de sesión',
  popupBlocked:
    'Se bloqueó la ventana de inicio de sesión. Permite las ventanas emergentes en este sitio y vuelve a intentarlo.',
  popupClosed: 'La ventana de inicio de sesión se cerró antes de completar el inicio de sesión.',
  farcasterTitle: 'Iniciar sesión con Farcaster',
  farcasterScan: 'Escanea este código con tu app de Farcaster o abre el enlace en este dispositivo.',
  farcasterOpen: 'Abrir en Farcaster',
  farcasterUri: 'Enlace de inicio de sesión de Farcaster',
} satisfies Translation<typeof SOCIAL_STRINGS>
