import type { Translation } from '../../../core/i18n/messages.ts'
import type { SOCIAL_STRINGS } from '../strings.ts'

export default {
  listLabel: 'Connexion via les réseaux sociaux',
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  continueInPopup: 'Continuez dans la fenêtre de connexion',
  popupBlocked:
    'La fenêtre de connexion a été bloquée. Autorisez les fenêtres pop-up pour ce site et réessayez.',
  popupClosed: 'La fenêtre de connexion a été fermée avant la fin de la connexion.',
  farcasterTitle: 'Se connecter avec Farcaster',
  farcasterScan: 'Scannez ce code avec votre application Farcaster ou ouvrez le lien sur cet appareil.',
  farcasterOpen: 'Ouvrir dans Farcaster',
  farcasterUri: 'Lien de connexion Farcaster',
} satisfies Translation<typeof SOCIAL_STRINGS>
