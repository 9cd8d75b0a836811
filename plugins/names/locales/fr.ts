import type { Translation } from '../../../runtime/plugins/index.ts'
import type { NAMES_STRINGS } from '../strings.ts'

export default {
  menuLabel: 'Enregistrer un nom de compte',
  title: 'Choisir un nom de compte',
  successTitle: 'Nom de compte',
  nameLabel: 'Nom',
  nameHint: 'Au moins 4 caractères : lettres, chiffres et tirets.',
  searching: 'Recherche…',
  available: 'Disponible',
  registered: 'Enregistré',
  suggestionsLabel: 'Suggestions',
  register: 'Enregistrer le nom',
  pending: 'Enregistrement de {name} : signez le message dans votre portefeuille.',
  success: '{name} est désormais votre nom de compte.',
  done: 'Retour au compte',
  notConnected: 'Connectez un compte EVM pour enregistrer un nom.',
  yourNames: 'Vos noms',
} satisfies Translation<typeof NAMES_STRINGS>
