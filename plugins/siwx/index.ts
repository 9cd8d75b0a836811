import { definePlugin, type AnyPortkitPlugin } from '../../runtime/plugins/index.ts'
import { createSiwxController, siwxOf, type SiwxHostOptions } from './siwx-controller.ts'
import { SIWX_STRINGS } from './strings.ts'
import { loadLocale } from './locales/index.ts'

export type { SiwxController, SiwxHostOptions } from './siwx-controller.ts'
export { universalProviderAllowsSiwx } from './actions/context.ts'
export { createDefaultSiwx, SIWX_SESSIONS_KEY } from './default-siwx.ts'
export { siwxMessageData, toSiwxMessage } from './siwx-message.ts'
export type * from './types.ts'

const loadSignView = () => import('./sign-message-view.tsx')

/**
 * Sign-in-with-X (spec sections 3-5, issue 12): after connect, a supported network without a session opens
 * SIWXSignMessage; the signed CAIP-122 message (EIP-4361 on eip155) becomes a session kept across reloads.
 * `host` carries what only code can give: the host's own storage/verifier and overrides of the settings.
 */
export function createSiwxPlugin(host: SiwxHostOptions = {}) {
  return definePlugin({
    id: 'siwx',
    strings: SIWX_STRINGS,
    // One lazy chunk per locale: only the active one is fetched.
    locales: loadLocale,
    apis: ['authApi'],
    setup: (context) => createSiwxController(context, host),
    views: {
      SIWXSignMessage: { title: 'title', load: loadSignView },
      ConnectingSiwe: { title: 'siweTitle', load: loadSignView },
    },
    hooks: {
      afterConnect: ({ portkit, caipAddress }) => siwxOf(portkit).check(caipAddress),
      onAccountChange: ({ portkit, caipAddress }) => siwxOf(portkit).accountChanged(caipAddress),
      beforeClose: ({ portkit }) => siwxOf(portkit).mayClose(),
    },
  })
}

/**
 * `portkitOptions` with the siwx plugin given the host's code: its storage/verifier (`config`) and
 * overrides of `required` or `signOutOnDisconnect`. `<PortkitProvider options={withSiwx(portkitOptions, { config })}>`.
 */
export function withSiwx<Options extends { plugins?: AnyPortkitPlugin[] }>(
  options: Options,
  host: SiwxHostOptions,
): Options {
  const plugin = createSiwxPlugin(host)
  const plugins = options.plugins ?? []
  const listed = plugins.some((candidate) => candidate.id === 'siwx')
  return {
    ...options,
    plugins: listed
      ? plugins.map((candidate) => (candidate.id === 'siwx' ? plugin : candidate))
      : [...plugins, plugin],
  }
}

export default createSiwxPlugin()
