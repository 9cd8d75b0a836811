import type { Translation } from '../../../runtime/plugins/index.ts'
import type { NAMES_STRINGS } from '../strings.ts'

export default {
  menuLabel: 'Kontonamen registrieren',
  title: 'Kontonamen wählen',
  successTitle: 'Kontoname',
  nameLabel: 'Name',
  nameHint: 'Mindestens 4 Zeichen: Buchstaben, Ziffern und Bindestriche.',
  searching: 'Suche…',
  available: 'Verfügbar',
  registered: 'Registriert',
  suggestionsLabel: 'Vorschläge',
  register: 'Namen registrieren',
  pending: '{name} wird registriert: Signiere die Nachricht in deiner Wallet.',
  success: '{name} ist jetzt dein Kontoname.',
  done: 'Zurück zum Konto',
  notConnected: 'Verbinde ein EVM-Konto, um einen Namen zu registrieren.',
  yourNames: 'Deine Namen',
} satisfies Translation<typeof NAMES_STRINGS>
