import type { Translation } from '../../../runtime/plugins/index.ts'
import type { SIWX_STRINGS } from '../strings.ts'

export default {
  title: 'サインイン',
  siweTitle: 'Ethereum でサインイン',
  lead: '{name} がウォレットへの接続を求めています',
  hint: 'このウォレットの所有者であることを証明して続行するには、このメッセージに署名してください。',
  requiredHint:
    'このウォレットの所有者であることを証明して続行するには、このメッセージに署名してください。キャンセルすると切断されます。',
  sign: '署名',
  signing: '署名中…',
  cancel: 'キャンセル',
} satisfies Translation<typeof SIWX_STRINGS>
