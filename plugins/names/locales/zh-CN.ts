import type { Translation } from '../../../runtime/plugins/index.ts'
import type { NAMES_STRINGS } from '../strings.ts'

export default {
  menuLabel: '注册账户名',
  title: '选择账户名',
  successTitle: '账户名',
  nameLabel: '名称',
  nameHint: '至少 4 个字符：字母、数字和连字符。',
  searching: '正在搜索…',
  available: '可用',
  registered: '已注册',
  suggestionsLabel: '建议',
  register: '注册名称',
  pending: '正在注册 {name}：请在钱包中签署消息。',
  success: '{name} 现在是你的账户名。',
  done: '返回账户',
  notConnected: '连接 EVM 账户以注册名称。',
  yourNames: '你的名称',
} satisfies Translation<typeof NAMES_STRINGS>
