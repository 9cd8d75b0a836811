import type { Translation } from '../../../runtime/plugins/index.ts'
import type { SIWX_STRINGS } from '../strings.ts'

export default {
  title: 'تسجيل الدخول',
  siweTitle: 'تسجيل الدخول باستخدام Ethereum',
  lead: 'يحتاج {name} إلى الاتصال بمحفظتك',
  hint: 'وقّع هذه الرسالة لإثبات ملكيتك لهذه المحفظة والمتابعة.',
  requiredHint: 'وقّع هذه الرسالة لإثبات ملكيتك لهذه المحفظة والمتابعة. سيؤدي الإلغاء إلى قطع الاتصال.',
  sign: 'توقيع',
  signing: 'جارٍ التوقيع…',
  cancel: 'إلغاء',
} satisfies Translation<typeof SIWX_STRINGS>
