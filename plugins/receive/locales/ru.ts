import type { Translation } from '../../../runtime/plugins/index.ts'
import type { RECEIVE_STRINGS } from '../strings.ts'

export default {
  menuLabel: 'Получить',
  title: 'Получить',
  qrAlt: 'QR-код вашего адреса',
  qrFailed: 'Не удалось отрисовать QR-код; скопируйте адрес.',
  copy: 'Копировать адрес',
  copied: 'Адрес скопирован',
  networksHeading: 'Сети, в которых работает этот адрес',
  notConnected: 'Подключите кошелёк, чтобы получать средства.',
} satisfies Translation<typeof RECEIVE_STRINGS>
