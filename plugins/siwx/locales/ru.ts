import type { Translation } from '../../../runtime/plugins/index.ts'
import type { SIWX_STRINGS } from '../strings.ts'

export default {
  title: 'Вход',
  siweTitle: 'Вход через Ethereum',
  lead: '{name} нужно подключиться к вашему кошельку',
  hint: 'Подпишите это сообщение, чтобы подтвердить владение кошельком и продолжить.',
  requiredHint:
    'Подпишите это сообщение, чтобы подтвердить владение кошельком и продолжить. При отмене кошелёк будет отключён.',
  sign: 'Подписать',
  signing: 'Подписание…',
  cancel: 'Отмена',
} satisfies Translation<typeof SIWX_STRINGS>
