import type { Translation } from '../../../runtime/plugins/index.ts'
import type { SIWX_STRINGS } from '../strings.ts'

export default {
  title: 'Accedi',
  siweTitle: 'Accedi con Ethereum',
  lead: '{name} deve collegarsi al tuo wallet',
  hint: 'Firma questo messaggio per dimostrare che il wallet è tuo e procedere.',
  requiredHint:
    'Firma questo messaggio per dimostrare che il wallet è tuo e procedere. Se annulli verrai disconnesso.',
  sign: 'Firma',
  signing: 'Firma in corso…',
  cancel: 'Annulla',
} satisfies Translation<typeof SIWX_STRINGS>
