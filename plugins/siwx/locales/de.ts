import type { Translation } from '../../../runtime/plugins/index.ts'
import type { SIWX_STRINGS } from '../strings.ts'

export default {
  title: 'Anmelden',
  siweTitle: 'Mit Ethereum anmelden',
  lead: '{name} möchte sich mit deiner Wallet verbinden',
  hint: 'Signiere diese Nachricht, um zu beweisen, dass dir diese Wallet gehört, und fortzufahren.',
  requiredHint:
    'Signiere diese Nachricht, um zu beweisen, dass dir diese Wallet gehört, und fortzufahren. Beim Abbrechen wirst du getrennt.',
  sign: 'Signieren',
  signing: 'Signiere…',
  cancel: 'Abbrechen',
} satisfies Translation<typeof SIWX_STRINGS>
