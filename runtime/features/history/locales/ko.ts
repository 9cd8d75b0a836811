import type { Translation } from '../../../core/i18n/messages.ts'
import type { HISTORY_STRINGS } from '../strings.ts'

export default {
  loading: '로딩 중',
  empty: '아직 활동이 없습니다',
  listLabel: '활동',
  loadingMore: '불러오는 중…',
  loadMore: '더 보기',
  pendingLabel: '대기 중인 트랜잭션 {hash}',
  sent: '보냄',
  pending: '대기 중 · {hash}',
  op_send: '보내기',
  op_receive: '받기',
  op_trade: '거래',
  op_approve: '승인',
  op_mint: '민팅',
  op_burn: '소각',
  op_deploy: '배포',
  op_execute: '실행',
  op_deposit: '입금',
  op_withdraw: '출금',
  status_confirmed: '확인됨',
  status_failed: '실패',
  status_pending: '대기 중',
} satisfies Translation<typeof HISTORY_STRINGS>
