import type { Translation } from '../../../runtime/plugins/index.ts'
import type { SIWX_STRINGS } from '../strings.ts'

export default {
  title: 'כניסה',
  siweTitle: 'כניסה עם Ethereum',
  lead: '{name} צריך להתחבר לארנק שלך',
  hint: 'חתמו על ההודעה כדי להוכיח שהארנק שלכם ולהמשיך.',
  requiredHint: 'חתמו על ההודעה כדי להוכיח שהארנק שלכם ולהמשיך. ביטול ינתק אתכם.',
  sign: 'חתימה',
  signing: 'חותם…',
  cancel: 'ביטול',
} satisfies Translation<typeof SIWX_STRINGS>
