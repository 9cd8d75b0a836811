/** Business constants of spec sections 2 and 9 that the core uses. */

export const ANIMATION_MS = {
  headerText: 120,
  modalHeight: 150,
  viewTransition: 150,
  shake: 500,
} as const

export const THEME_DEFAULTS = {
  light: { accent: 'hsla(231,100%,70%,1)', background: '#fff' },
  dark: { accent: 'hsla(230,100%,67%,1)', background: '#121313' },
} as const

/** How long a restore waits for the stored wallet to announce itself before giving up. */
export const RECONNECT_DISCOVERY_MS = 1_000

export const SDK_TYPE = 'portkit'
export const SDK_VERSION = '0.1.0'
