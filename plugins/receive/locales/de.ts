import type { Translation } from '../../../runtime/plugins/index.ts'
import type { RECEIVE_STRINGS } from '../strings.ts'

export default {
  menuLabel: 'Empfangen',
  title: 'Empfangen',
  qrAlt: 'QR-Code deiner Adresse',
  qrFailed: 'Der QR-Code konnte nicht gezeichnet werden; kopiere stattdessen die Adresse.',
  copy: 'Adresse kopieren',
  copied: 'Adresse kopiert',
  networksHeading: 'Netzwerke, in denen diese Adresse funktioniert',
  notConnected: 'Verbinde eine Wallet, um Geld zu empfangen.',
} satisfies Translation<typeof RECEIVE_STRINGS>
