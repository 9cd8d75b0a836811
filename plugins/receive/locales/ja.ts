import type { Translation } from '../../../runtime/plugins/index.ts'
import type { RECEIVE_STRINGS } from '../strings.ts'

export default {
  menuLabel: '受け取る',
  title: '受け取る',
  qrAlt: 'あなたのアドレスの QR コード',
  qrFailed: 'QR コードを描画できませんでした。代わりにアドレスをコピーしてください。',
  copy: 'アドレスをコピー',
  copied: 'アドレスをコピーしました',
  networksHeading: 'このアドレスが使えるネットワーク',
  notConnected: '資金を受け取るにはウォレットを接続してください。',
} satisfies Translation<typeof RECEIVE_STRINGS>
