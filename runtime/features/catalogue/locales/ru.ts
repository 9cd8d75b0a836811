import type { Translation } from '../../../core/i18n/messages.ts'
import type { CATALOGUE_STRINGS } from '../strings.ts'

export default {
  entry: 'Все кошельки',
  title: 'Все кошельки',
  getWallet: 'Получить кошелёк',
  searchLabel: 'Поиск кошельков',
  searchPlaceholder: 'Найти кошелёк',
  noWalletFound: 'Кошелёк не найден',
  listLabel: 'Все кошельки',
  recent: 'Недавний',
  installed: 'Установлен',
  loadingWallets: 'Загрузка кошельков',
  getWalletLead: 'Выберите кошелёк, установите его с официального сайта и вернитесь, чтобы подключиться.',
  getWalletList: 'Кошельки для установки',
  storesOf: '{name} в магазинах',
} satisfies Translation<typeof CATALOGUE_STRINGS>
