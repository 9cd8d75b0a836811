import type { Translation } from '../../../runtime/plugins/index.ts'
import type { NAMES_STRINGS } from '../strings.ts'

export default {
  menuLabel: 'Зарегистрировать имя аккаунта',
  title: 'Выберите имя аккаунта',
  successTitle: 'Имя аккаунта',
  nameLabel: 'Имя',
  nameHint: 'Не менее 4 символов: буквы, цифры и дефисы.',
  searching: 'Поиск…',
  available: 'Доступно',
  registered: 'Занято',
  suggestionsLabel: 'Варианты',
  register: 'Зарегистрировать имя',
  pending: 'Регистрация {name}: подпишите сообщение в кошельке.',
  success: '{name} теперь имя вашего аккаунта.',
  done: 'Назад к аккаунту',
  notConnected: 'Подключите EVM-аккаунт, чтобы зарегистрировать имя.',
  yourNames: 'Ваши имена',
} satisfies Translation<typeof NAMES_STRINGS>
