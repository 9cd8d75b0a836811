import { definePlugin } from '../../plugins/define-plugin.ts'
import { loadLocale } from './locales/index.ts'
import { createSocialLogin, type SocialLogin } from './social-login.ts'
import { SOCIAL_STRINGS } from './strings.ts'

declare module 'portkit/runtime' {
  interface FeatureApis {
    social: SocialLogin
  }
}

/**
 * Social login (`features.socials`): a button per configured provider in Connect, at the social place
 * of the connect method order. It signs in through the secure frame and connects the embedded wallet
 * of email login, which it requires. The generated entry adds it only when socials are configured.
 */
export default definePlugin({
  id: 'social',
  strings: SOCIAL_STRINGS,
  // One lazy chunk per locale: only the active one is fetched.
  locales: loadLocale,
  requires: ['email'],
  setup: ({ portkit, t }) => createSocialLogin(portkit, t),
  views: {
    ConnectingFarcaster: {
      title: 'farcaster',
      specView: 'ConnectingFarcaster',
      load: () => import('./connecting-farcaster-view.tsx'),
    },
  },
  connectMethods: [{ method: 'social', load: () => import('./social-buttons.tsx') }],
})
