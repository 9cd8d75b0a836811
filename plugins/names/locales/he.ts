import type { Translation } from '../../../runtime/plugins/index.ts'
import type { NAMES_STRINGS } from '../strings.ts'

export default {
  menuLabel: 'רישום שם חשבון',
  title: 'בחירת שם חשבון',
  successTitle: 'שם החשבון',
  nameLabel: 'שם',
  nameHint: 'לפחות 4 תווים: אותיות, ספרות ומקפים.',
  searching: 'מחפש…',
  available: 'פנוי',
  registered: 'רשום',
  suggestionsLabel: 'הצעות',
  register: 'רישום השם',
  pending: 'רושם את {name}: חתמו על ההודעה בארנק.',
  success: '{name} הוא עכשיו שם החשבון שלך.',
  done: 'חזרה לחשבון',
  notConnected: 'חברו חשבון EVM כדי לרשום שם.',
  yourNames: 'השמות שלך',
} satisfies Translation<typeof NAMES_STRINGS>
