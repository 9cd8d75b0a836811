/** The plugin's own text; its keys type the view's `t`. Error texts come from the catalogue (TOASTS). */
export const SIWX_STRINGS = {
  title: 'Sign In',
  siweTitle: 'Sign In with Ethereum',
  lead: '{name} needs to connect to your wallet',
  hint: 'Sign this message to prove you own this wallet and proceed.',
  requiredHint: 'Sign this message to prove you own this wallet and proceed. Canceling will disconnect you.',
  sign: 'Sign',
  signing: 'Signing…',
  cancel: 'Cancel',
} as const

export type SiwxStringKey = keyof typeof SIWX_STRINGS
