import type { Translation } from '../../../runtime/plugins/index.ts'
import type { SIWX_STRINGS } from '../strings.ts'

export default {
  title: 'Se connecter',
  siweTitle: 'Se connecter avec Ethereum',
  lead: '{name} doit se connecter à votre portefeuille',
  hint: 'Signez ce message pour prouver que ce portefeuille vous appartient et continuer.',
  requiredHint:
    'Signez ce message pour prouver que ce portefeuille vous appartient et continuer. Annuler vous déconnectera.',
  sign: 'Signer',
  signing: 'Signature…',
  cancel: 'Annuler',
} satisfies Translation<typeof SIWX_STRINGS>
