import type { Translation } from '../../../core/i18n/messages.ts'
import type { CATALOGUE_STRINGS } from '../strings.ts'

export default {
  entry: '모든 지갑',
  title: '모든 지갑',
  getWallet: '지갑 받기',
  searchLabel: '지갑 검색',
  searchPlaceholder: '지갑 검색',
  noWalletFound: '지갑을 찾을 수 없음',
  listLabel: '모든 지갑',
  recent: '최근',
  installed: '설치됨',
  loadingWallets: '지갑 불러오는 중',
  getWalletLead: '지갑을 골라 공식 사이트에서 설치한 뒤 돌아와 연결하세요.',
  getWalletList: '받을 수 있는 지갑',
  storesOf: '스토어의 {name}',
} satisfies Translation<typeof CATALOGUE_STRINGS>
