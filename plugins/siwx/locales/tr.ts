import type { Translation } from '../../../runtime/plugins/index.ts'
import type { SIWX_STRINGS } from '../strings.ts'

export default {
  title: 'Giriş yap',
  siweTitle: 'Ethereum ile giriş yap',
  lead: '{name} cüzdanınıza bağlanmak istiyor',
  hint: 'Bu cüzdanın size ait olduğunu kanıtlamak ve devam etmek için bu mesajı imzalayın.',
  requiredHint:
    'Bu cüzdanın size ait olduğunu kanıtlamak ve devam etmek için bu mesajı imzalayın. İptal ederseniz bağlantınız kesilir.',
  sign: 'İmzala',
  signing: 'İmzalanıyor…',
  cancel: 'İptal',
} satisfies Translation<typeof SIWX_STRINGS>
