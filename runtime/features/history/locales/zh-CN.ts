import type { Translation } from '../../../core/i18n/messages.ts'
import type { HISTORY_STRINGS } from '../strings.ts'

export default {
  loading: '加载中',
  empty: '暂无活动',
  listLabel: '活动',
  loadingMore: '加载中…',
  loadMore: '加载更多',
  pendingLabel: '待处理交易 {hash}',
  sent: '已发送',
  pending: '待处理 · {hash}',
  op_send: '发送',
  op_receive: '接收',
  op_trade: '交易',
  op_approve: '授权',
  op_mint: '铸造',
  op_burn: '销毁',
  op_deploy: '部署',
  op_execute: '执行',
  op_deposit: '存入',
  op_withdraw: '提取',
  status_confirmed: '已确认',
  status_failed: '失败',
  status_pending: '待处理',
} satisfies Translation<typeof HISTORY_STRINGS>
