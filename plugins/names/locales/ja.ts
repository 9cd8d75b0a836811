import type { Translation } from '../../../runtime/plugins/index.ts'
import type { NAMES_STRINGS } from '../strings.ts'

export default {
  menuLabel: 'アカウント名を登録',
  title: 'アカウント名を選択',
  successTitle: 'アカウント名',
  nameLabel: '名前',
  nameHint: '4 文字以上：英字、数字、ハイフン。',
  searching: '検索中…',
  available: '利用可能',
  registered: '登録済み',
  suggestionsLabel: '候補',
  register: '名前を登録',
  pending: '{name} を登録中：ウォレットでメッセージに署名してください。',
  success: '{name} があなたのアカウント名になりました。',
  done: 'アカウントに戻る',
  notConnected: '名前を登録するには EVM アカウントを接続してください。',
  yourNames: 'あなたの名前',
} satisfies Translation<typeof NAMES_STRINGS>
