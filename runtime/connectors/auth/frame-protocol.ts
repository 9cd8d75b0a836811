/**
 * The messages between the page and the secure frame (spec section 7, Frame). The page posts
 * `{ type: APP_PREFIX + type, id, payload }`; the frame answers the same id with `<type>_SUCCESS` or
 * `<type>_ERROR` under FRAME_PREFIX. Both sides post only to the other's exact origin.
 */
import type { AppMetadata } from '../../config/types.ts'
import type { ThemeMode } from '../../core/types.ts'

export const APP_PREFIX = '@portkit/app/'
export const FRAME_PREFIX = '@portkit/frame/'

/** The frame's own events, not replies: it is ready, or it refuses the embedding page's origin. */
export const FRAME_READY = `${FRAME_PREFIX}READY`
export const FRAME_REFUSED = `${FRAME_PREFIX}REFUSED`

/**
 * Posted by the frame origin's page in a social sign-in popup to the page that opened it, carrying the
 * result URI the page then hands to the frame with CONNECT_SOCIAL.
 */
export const FRAME_SOCIAL_RESULT = `${FRAME_PREFIX}SOCIAL_RESULT`

/** App event types of spec section 7 that this frame serves. */
export const APP_EVENTS = [
  'SWITCH_NETWORK',
  'CONNECT_EMAIL',
  'CONNECT_OTP',
  'GET_USER',
  'SIGN_OUT',
  'IS_CONNECTED',
  'GET_CHAIN_ID',
  'RPC_REQUEST',
  'SYNC_THEME',
  'SYNC_DAPP_DATA',
  'GET_SOCIAL_REDIRECT_URI',
  'CONNECT_SOCIAL',
  'GET_FARCASTER_URI',
  'CONNECT_FARCASTER',
  'CONNECT_DEVICE',
  'UPDATE_EMAIL',
  'UPDATE_EMAIL_PRIMARY_OTP',
  'UPDATE_EMAIL_SECONDARY_OTP',
  'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
  'INIT_SMART_ACCOUNT',
  'SET_PREFERRED_ACCOUNT',
] as const
export type AppEventType = (typeof APP_EVENTS)[number]

/** What the frame sends back for CONNECT_EMAIL (spec section 4, Frame). */
export type EmailConnectAction = 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT'

/** What the frame sends back for UPDATE_EMAIL and its primary OTP (spec section 4, Frame). */
export type EmailUpdateAction = 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'

/** The embedded wallet's account types (spec section 3, Frame user). */
export type FrameAccountType = 'eoa' | 'smartAccount'

/** The frame user (spec section 3). */
export interface FrameUser {
  email?: string | null
  address: string
  chainId: string | number
  accounts?: { address: string; type: FrameAccountType }[]
  userName?: string
  smartAccountDeployed?: boolean
  preferredAccountType?: FrameAccountType
}

export interface AppEventPayloads {
  SWITCH_NETWORK: { chainId: string | number }
  CONNECT_EMAIL: { email: string }
  CONNECT_OTP: { otp: string }
  GET_USER: { chainId?: string | number; preferredAccountType?: string }
  SIGN_OUT: undefined
  IS_CONNECTED: undefined
  GET_CHAIN_ID: undefined
  RPC_REQUEST: { method: string; params?: unknown; chainId?: string | number }
  SYNC_THEME: { themeMode: ThemeMode }
  SYNC_DAPP_DATA: { metadata: AppMetadata; projectId: string; sdkVersion: string; sdkType: string }
  GET_SOCIAL_REDIRECT_URI: { provider: string }
  CONNECT_SOCIAL: { uri: string }
  GET_FARCASTER_URI: undefined
  CONNECT_FARCASTER: undefined
  CONNECT_DEVICE: undefined
  UPDATE_EMAIL: { email: string }
  UPDATE_EMAIL_PRIMARY_OTP: { otp: string }
  UPDATE_EMAIL_SECONDARY_OTP: { otp: string }
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: undefined
  /** Deploys the user's smart account on the frame's current network (GET_USER only reports it). */
  INIT_SMART_ACCOUNT: undefined
  SET_PREFERRED_ACCOUNT: { type: FrameAccountType }
}

export interface AppEventResults {
  SWITCH_NETWORK: { chainId: string | number }
  CONNECT_EMAIL: { action: EmailConnectAction }
  CONNECT_OTP: Record<string, never>
  GET_USER: FrameUser
  SIGN_OUT: Record<string, never>
  IS_CONNECTED: { isConnected: boolean }
  GET_CHAIN_ID: { chainId: string | number }
  RPC_REQUEST: unknown
  SYNC_THEME: Record<string, never>
  SYNC_DAPP_DATA: Record<string, never>
  GET_SOCIAL_REDIRECT_URI: { uri: string }
  CONNECT_SOCIAL: { email: string; userName?: string }
  GET_FARCASTER_URI: { url: string }
  CONNECT_FARCASTER: { userName?: string }
  CONNECT_DEVICE: { action: EmailConnectAction }
  UPDATE_EMAIL: { action: EmailUpdateAction }
  UPDATE_EMAIL_PRIMARY_OTP: { action: EmailUpdateAction }
  UPDATE_EMAIL_SECONDARY_OTP: { newEmail: string }
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: { smartAccountEnabledNetworks: number[] }
  INIT_SMART_ACCOUNT: { address: string }
  SET_PREFERRED_ACCOUNT: Record<string, never>
}

export interface AppMessage {
  type: string
  id: string
  payload?: unknown
}

export interface FrameMessage {
  type: string
  id?: string
  payload?: unknown
}

export function isFrameMessage(data: unknown): data is FrameMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    typeof (data as FrameMessage).type === 'string' &&
    (data as FrameMessage).type.startsWith(FRAME_PREFIX)
  )
}

/**
 * A Solana network's CAIP-2 reference (32 base58 characters of its genesis hash) as GET_USER's and
 * RPC_REQUEST's chainId: the frame then answers for the account's Solana key. EVM chain ids are numbers.
 */
export function isSolanaChainReference(chainId: unknown): chainId is string {
  return typeof chainId === 'string' && /^[1-9A-HJ-NP-Za-km-z]{32}$/.test(chainId)
}
