import type { Translation } from '../../../core/i18n/messages.ts'
import type { SOCIAL_STRINGS } from '../strings.ts'

export default {
  listLabel: 'Social Login',
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  continueInPopup: 'Fahre im Anmeldefenster fort',
  popupBlocked:
    'Das Anmeldefenster wurde blockiert. Erlaube Pop-ups für diese Website und versuche es erneut.',
  popupClosed: 'Das Anmeldefenster wurde geschlossen, bevor die Anmeldung abgeschlossen war.',
  farcasterTitle: 'Mit Farcaster anmelden',
  farcasterScan: 'Scanne diesen Code mit deiner Farcaster-App oder öffne den Link auf diesem Gerät.',
  farcasterOpen: 'In Farcaster öffnen',
  farcasterUri: 'Farcaster-Anmeldelink',
} satisfies Translation<typeof SOCIAL_STRINGS>
