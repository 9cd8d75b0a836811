import type { Translation } from '../../../core/i18n/messages.ts'
import type { CATALOGUE_STRINGS } from '../strings.ts'

export default {
  entry: 'すべてのウォレット',
  title: 'すべてのウォレット',
  getWallet: 'ウォレットを入手',
  searchLabel: 'ウォレットを検索',
  searchPlaceholder: 'ウォレットを検索',
  noWalletFound: 'ウォレットが見つかりません',
  listLabel: 'すべてのウォレット',
  recent: '最近',
  installed: 'インストール済み',
  loadingWallets: 'ウォレットを読み込み中',
  getWalletLead: 'ウォレットを選んで公式サイトからインストールし、戻って接続してください。',
  getWalletList: '入手できるウォレット',
  storesOf: 'ストアの{name}',
} satisfies Translation<typeof CATALOGUE_STRINGS>
