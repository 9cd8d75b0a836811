/**
 * Business constants of spec sections 2 and 9. The RPC ones (timeout, batch size, fallback ranking,
 * receipt retries, multicall batching) equal viem's defaults, but viem applies several only when asked
 * (batching, ranking), so the runtime passes every one of them from here.
 * Option catalogues (feature flags, socials, wallet feature order, default account types) live in
 * runtime/config/options.ts, next to the options they describe; the pairing times in
 * runtime/controllers/pairing-rules.ts, next to the rules that use them.
 */

const SECOND = 1_000
const MINUTE = 60 * SECOND

// --- Section 2: screens -------------------------------------------------------------------------

export const ANIMATION_MS = {
  headerText: 120,
  modalHeight: 150,
  viewTransition: 150,
  shake: 500,
} as const

/** Theme mode when the config sets none (spec section 3, Theme). */
export const DEFAULT_THEME_MODE = 'dark'

/** The theme modes a host may set: the spec's light and dark, and `system` (the visitor's colour scheme). */
export const THEME_MODE_SETTINGS = ['light', 'dark', 'system'] as const

/** Connect methods, default order; an installed browser wallet moves `wallet` first. */
export const CONNECT_METHOD_ORDER = ['email', 'social', 'wallet'] as const
export const CONNECT_METHOD_ORDER_WITH_INSTALLED_WALLET = ['wallet', 'email', 'social'] as const
export type ConnectMethod = (typeof CONNECT_METHOD_ORDER)[number]

/** Groups of the wallet list, in display order. */
export const CONNECTOR_GROUP_ORDER = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const
export type ConnectorGroup = (typeof CONNECTOR_GROUP_ORDER)[number]

/** Viewports this narrow count as a phone: the opening rule's mobile branch and the bottom-sheet layout. */
export const MOBILE_MEDIA_QUERY = '(max-width: 600px)'

/** Label of the mobile connect button that opens the wallet in a new tab. */
export const MOBILE_CONNECT_LABEL = 'Open and continue in a new browser tab'

// --- Section 9: time ----------------------------------------------------------------------------

export const EMAIL_LOGIN_COOLDOWN_MS = 30 * SECOND
/** The frame client waits this long after the frame's ready event before its first request. */
export const FRAME_READY_WAIT_MS = 500
/** Connect email, device, OTP, social and social redirect URI give up on the frame after this long. */
export const FRAME_TIMEOUT_MS = 30 * SECOND

export const CACHE_EXPIRY_MS = {
  balance: 30 * SECOND,
  nativeBalance: 30 * SECOND,
  name: 5 * MINUTE,
  identity: 5 * MINUTE,
} as const
/** After a failed token balance fetch, retries within this window return an empty list. */
export const BALANCE_RETRY_BLOCK_MS = 30 * SECOND

export const NOTIFICATION_REOPEN_MS = 150
export const IMAGE_PRELOAD_TIMEOUT_MS = 2 * SECOND
export const DEBOUNCE_MS = 500
/** An unsafe method outside the allowed list shows its error this long after the modal opens. */
export const RPC_NOT_ALLOWED_ERROR_DELAY_MS = 300

/** The pending-transaction watcher (off by default) checks the transactions still pending this often. */
export const PENDING_TRANSACTIONS_POLL_MS = 30 * SECOND
/** One check waits this long for a transaction's confirmation; unconfirmed, it stays pending until the next. */
export const TRANSACTION_CONFIRMATION_WAIT_MS = 25 * SECOND

/** How long a restore waits for the stored wallet to announce itself before giving up. */
export const RECONNECT_DISCOVERY_MS = 1_000

/** An RPC request gives up after this long. */
export const RPC_TIMEOUT_MS = 10 * SECOND

/**
 * A network read through several RPC URLs ranks them: each is pinged this often, and the last samples
 * are scored by stability and latency with these weights; calls go to the best first.
 */
export const RPC_RANKING = {
  intervalMs: 4 * SECOND,
  sampleCount: 10,
  weights: { stability: 0.7, latency: 0.3 },
} as const

/**
 * A transaction's receipt is awaited this long, its lookup retried this many times with an exponential
 * delay from the first one (200, 400, 800 ms...).
 */
export const RECEIPT_WAIT = { timeoutMs: 180 * SECOND, retryCount: 6, firstRetryDelayMs: 200 } as const

// --- Section 9: sizes and numbers ---------------------------------------------------------------

export const RECENT_WALLETS_MAX = 2

/** JSON-RPC requests made together go to a node in batches of at most this many. */
export const RPC_BATCH_SIZE = 1000

/** Contract reads made in the same tick go in one Multicall3 call of at most this much call data. */
export const MULTICALL_BATCH = { batchSize: 1024, wait: 0 } as const

/** EIP-1559 fee cap = base fee x this + priority fee; every network's viem chain carries it (to-viem-chain.ts). */
export const BASE_FEE_MULTIPLIER = 1.2

export const WALLET_PAGES = {
  recommended: 4,
  perPage: 40,
  search: 100,
  prefetchedImages: 20,
} as const

export const DISPLAY_DECIMALS = {
  balance: 3,
  tokenTotals: 2,
  transferAmounts: 3,
} as const

/** The watcher stops at this many pending transactions: a further one is not watched. */
export const PENDING_TRANSACTIONS_LIMIT = 99

/** The chain a WalletConnect provider reports before any session names one. */
export const DEFAULT_CHAIN_ID = 1

/** Units of relative times, smallest first ("5 sec", "3 hr", "2 mo"). */
export const RELATIVE_TIME_LABELS = ['sec', 'min', 'hr', 'd', 'mo', 'yr'] as const

/** Namespaces each data feature serves. */
export const FEATURE_NAMESPACES = {
  balance: ['eip155', 'solana'],
  names: ['eip155'],
  activity: ['eip155'],
  onramp: ['eip155', 'solana'],
} as const

/** Spec section 1: auth login (email and social, the embedded wallet) is limited to these namespaces. */
export const AUTH_LOGIN_NAMESPACES = ['eip155', 'solana'] as const

export const SDK_TYPE = 'portkit'
export const SDK_VERSION = '0.1.0'
