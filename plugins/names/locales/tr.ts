import type { Translation } from '../../../runtime/plugins/index.ts'
import type { NAMES_STRINGS } from '../strings.ts'

export default {
  menuLabel: 'Hesap adı kaydet',
  title: 'Hesap adı seç',
  successTitle: 'Hesap adı',
  nameLabel: 'Ad',
  nameHint: 'En az 4 karakter: harf, rakam ve kısa çizgi.',
  searching: 'Aranıyor…',
  available: 'Müsait',
  registered: 'Kayıtlı',
  suggestionsLabel: 'Öneriler',
  register: 'Adı kaydet',
  pending: '{name} kaydediliyor: cüzdanınızdaki mesajı imzalayın.',
  success: '{name} artık hesap adınız.',
  done: 'Hesaba dön',
  notConnected: 'Ad kaydetmek için bir EVM hesabı bağlayın.',
  yourNames: 'Adlarınız',
} satisfies Translation<typeof NAMES_STRINGS>
