import type { Translation } from '../../../core/i18n/messages.ts'
import type { CATALOGUE_STRINGS } from '../strings.ts'

export default {
  entry: '所有钱包',
  title: '所有钱包',
  getWallet: '获取钱包',
  searchLabel: '搜索钱包',
  searchPlaceholder: '搜索钱包',
  noWalletFound: '未找到钱包',
  listLabel: '所有钱包',
  recent: '最近',
  installed: '已安装',
  loadingWallets: '正在加载钱包',
  getWalletLead: '选择一个钱包并从其官网安装，然后回来连接。',
  getWalletList: '可获取的钱包',
  storesOf: '应用商店中的 {name}',
} satisfies Translation<typeof CATALOGUE_STRINGS>
