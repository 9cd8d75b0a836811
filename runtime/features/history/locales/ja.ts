import type { Translation } from '../../../core/i18n/messages.ts'
import type { HISTORY_STRINGS } from '../strings.ts'

export default {
  loading: '読み込み中',
  empty: 'まだアクティビティはありません',
  listLabel: 'アクティビティ',
  loadingMore: '読み込み中…',
  loadMore: 'さらに読み込む',
  pendingLabel: '保留中のトランザクション {hash}',
  sent: '送信済み',
  pending: '保留中 · {hash}',
  op_send: '送信',
  op_receive: '受け取り',
  op_trade: '取引',
  op_approve: '承認',
  op_mint: 'ミント',
  op_burn: 'バーン',
  op_deploy: 'デプロイ',
  op_execute: '実行',
  op_deposit: '入金',
  op_withdraw: '出金',
  status_confirmed: '確認済み',
  status_failed: '失敗',
  status_pending: '保留中',
} satisfies Translation<typeof HISTORY_STRINGS>
