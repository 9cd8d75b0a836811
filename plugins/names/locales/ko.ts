import type { Translation } from '../../../runtime/plugins/index.ts'
import type { NAMES_STRINGS } from '../strings.ts'

export default {
  menuLabel: '계정 이름 등록',
  title: '계정 이름 선택',
  successTitle: '계정 이름',
  nameLabel: '이름',
  nameHint: '4자 이상: 문자, 숫자, 하이픈.',
  searching: '검색 중…',
  available: '사용 가능',
  registered: '등록됨',
  suggestionsLabel: '추천',
  register: '이름 등록',
  pending: '{name} 등록 중: 지갑에서 메시지에 서명하세요.',
  success: '{name}이(가) 이제 계정 이름입니다.',
  done: '계정으로 돌아가기',
  notConnected: '이름을 등록하려면 EVM 계정을 연결하세요.',
  yourNames: '내 이름',
} satisfies Translation<typeof NAMES_STRINGS>
