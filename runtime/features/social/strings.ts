/** The social login feature's own text; its keys type its views' titles. */
export const SOCIAL_STRINGS = {
  listLabel: 'Social login',
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  continueInPopup: 'Continue in the sign-in window',
  popupBlocked: 'The sign-in window was blocked. Allow pop-ups for this site and try again.',
  popupClosed: 'The sign-in window was closed before the sign-in finished.',
  farcasterTitle: 'Sign in with Farcaster',
  farcasterScan: 'Scan this code with your Farcaster app, or open the link on this device.',
  farcasterOpen: 'Open in Farcaster',
  farcasterUri: 'Farcaster sign-in link',
} as const

export type SocialStringKey = keyof typeof SOCIAL_STRINGS
