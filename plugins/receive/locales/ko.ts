import type { Translation } from '../../../runtime/plugins/index.ts'
import type { RECEIVE_STRINGS } from '../strings.ts'

export default {
  menuLabel: '받기',
  title: '받기',
  qrAlt: '내 주소의 QR 코드',
  qrFailed: 'QR 코드를 그릴 수 없습니다. 대신 주소를 복사하세요.',
  copy: '주소 복사',
  copied: '주소가 복사됨',
  networksHeading: '이 주소를 사용할 수 있는 네트워크',
  notConnected: '자금을 받으려면 지갑을 연결하세요.',
} satisfies Translation<typeof RECEIVE_STRINGS>
