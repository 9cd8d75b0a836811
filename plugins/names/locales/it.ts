import type { Translation } from '../../../runtime/plugins/index.ts'
import type { NAMES_STRINGS } from '../strings.ts'

export default {
  menuLabel: 'Registra nome account',
  title: 'Scegli il nome dell’account',
  successTitle: 'Nome dell’account',
  nameLabel: 'Nome',
  nameHint: 'Almeno 4 caratteri: lettere, cifre e trattini.',
  searching: 'Ricerca…',
  available: 'Disponibile',
  registered: 'Registrato',
  suggestionsLabel: 'Suggerimenti',
  register: 'Registra nome',
  pending: 'Registrazione di {name}: firma il messaggio nel tuo wallet.',
  success: '{name} è ora il nome del tuo account.',
  done: 'Torna all’account',
  notConnected: 'Collega un account EVM per registrare un nome.',
  yourNames: 'I tuoi nomi',
} satisfies Translation<typeof NAMES_STRINGS>
