import type { Translation } from '../../../core/i18n/messages.ts'
import type { SOCIAL_STRINGS } from '../strings.ts'

export default {
  listLabel: 'Accesso social',
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  continueInPopup: 'Continua nella finestra di accesso',
  popupBlocked: 'La finestra di accesso è stata bloccata. Consenti i pop-up per questo sito e riprova.',
  popupClosed: 'La finestra di accesso è stata chiusa prima che l’accesso fosse completato.',
  farcasterTitle: 'Accedi con Farcaster',
  farcasterScan:
    'Scansiona questo codice con la tua app Farcaster oppure apri il link su questo dispositivo.',
  farcasterOpen: 'Apri in Farcaster',
  farcasterUri: 'Link di accesso Farcaster',
} satisfies Translation<typeof SOCIAL_STRINGS>
