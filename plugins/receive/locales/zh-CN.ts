import type { Translation } from '../../../runtime/plugins/index.ts'
import type { RECEIVE_STRINGS } from '../strings.ts'

export default {
  menuLabel: '接收',
  title: '接收',
  qrAlt: '你的地址二维码',
  qrFailed: '无法绘制二维码，请改为复制地址。',
  copy: '复制地址',
  copied: '地址已复制',
  networksHeading: '此地址适用的网络',
  notConnected: '连接钱包以接收资金。',
} satisfies Translation<typeof RECEIVE_STRINGS>
