import type { Translation } from '../../../core/i18n/messages.ts'
import type { SOCIAL_STRINGS } from '../strings.ts'

export default {
  listLabel: '社交账号登录',
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  continueInPopup: '请在登录窗口中继续',
  popupBlocked: '登录窗口被拦截。请允许此网站的弹出窗口后重试。',
  popupClosed: '登录完成前登录窗口已被关闭。',
  farcasterTitle: '使用 Farcaster 登录',
  farcasterScan: '请用 Farcaster 应用扫描此二维码，或在此设备上打开链接。',
  farcasterOpen: '在 Farcaster 中打开',
  farcasterUri: 'Farcaster 登录链接',
} satisfies Translation<typeof SOCIAL_STRINGS>
