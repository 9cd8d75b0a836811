import type { Translation } from '../../../runtime/plugins/index.ts'
import type { SIWX_STRINGS } from '../strings.ts'

export default {
  title: '登录',
  siweTitle: '使用以太坊登录',
  lead: '{name} 需要连接你的钱包',
  hint: '签署此消息以证明你拥有此钱包并继续。',
  requiredHint: '签署此消息以证明你拥有此钱包并继续。取消将断开连接。',
  sign: '签名',
  signing: '正在签名…',
  cancel: '取消',
} satisfies Translation<typeof SIWX_STRINGS>
