import type { Translation } from '../../../runtime/plugins/index.ts'
import type { SIWX_STRINGS } from '../strings.ts'

export default {
  title: '로그인',
  siweTitle: 'Ethereum으로 로그인',
  lead: '{name}이(가) 지갑에 연결하려고 합니다',
  hint: '이 지갑의 소유자임을 증명하고 계속하려면 이 메시지에 서명하세요.',
  requiredHint:
    '이 지갑의 소유자임을 증명하고 계속하려면 이 메시지에 서명하세요. 취소하면 연결이 해제됩니다.',
  sign: '서명',
  signing: '서명 중…',
  cancel: '취소',
} satisfies Translation<typeof SIWX_STRINGS>
