import type { PluginId, ResolvedSiwx } from '../../runtime/config/index.ts'
import {
  expectArray,
  expectBoolean,
  expectKnownKeys,
  expectNonEmptyString,
  expectObject,
  expectUrl,
  fail,
} from './checks.ts'

const SIWX_KEYS = [
  'statement',
  'required',
  'signOutOnDisconnect',
  'expiresIn',
  'notBefore',
  'requestId',
  'resources',
] as const

/** A day: how long a signed sign-in message is valid unless the host says otherwise. */
export const DEFAULT_SIWX_EXPIRES_IN = 86_400

function seconds(value: unknown, option: string): number | undefined {
  if (value === undefined) return undefined
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0)
    fail(option, 'must be a whole number of seconds, 0 or more')
  return value
}

/**
 * `siwx` and `siweConfig` (spec section 5: not both) resolve to one `siwx` entry of the generated config,
 * `siweConfig` being the EIP-4361-only form. Either needs the siwx plugin, whose code does the signing;
 * the plugin alone signs in with the defaults.
 */
export function resolveSiwx(raw: Record<string, unknown>, plugins: PluginId[]): ResolvedSiwx | undefined {
  if (raw.siwx !== undefined && raw.siweConfig !== undefined)
    fail('siwx', 'siweConfig and siwx cannot both be set')
  const option = raw.siweConfig !== undefined ? 'siweConfig' : 'siwx'
  const value = raw[option]
  const enabled = plugins.includes('siwx')
  if (value === undefined) return enabled ? defaults('caip122') : undefined
  const settings = expectObject(value, option)
  expectKnownKeys(settings, option, SIWX_KEYS)
  if (!enabled) fail(option, 'sign-in needs the siwx plugin: run `portkit add siwx`')
  const statement =
    settings.statement === undefined
      ? undefined
      : expectNonEmptyString(settings.statement, `${option}.statement`)
  // EIP-4361: the statement is one line of text.
  if (statement?.includes('\n')) fail(`${option}.statement`, 'must be one line')
  const notBefore = seconds(settings.notBefore, `${option}.notBefore`)
  const requestId =
    settings.requestId === undefined
      ? undefined
      : expectNonEmptyString(settings.requestId, `${option}.requestId`)
  return {
    ...defaults(option === 'siweConfig' ? 'eip4361' : 'caip122'),
    ...(statement !== undefined ? { statement } : {}),
    required: expectBoolean(settings.required, `${option}.required`, false),
    signOutOnDisconnect: expectBoolean(settings.signOutOnDisconnect, `${option}.signOutOnDisconnect`, true),
    expiresIn: seconds(settings.expiresIn, `${option}.expiresIn`) ?? DEFAULT_SIWX_EXPIRES_IN,
    ...(notBefore !== undefined ? { notBefore } : {}),
    ...(requestId !== undefined ? { requestId } : {}),
    resources:
      settings.resources === undefined
        ? []
        : expectArray(settings.resources, `${option}.resources`).map((uri, i) =>
            expectUrl(uri, `${option}.resources[${i}]`),
          ),
  }
}

function defaults(standard: ResolvedSiwx['standard']): ResolvedSiwx {
  return {
    standard,
    required: false,
    signOutOnDisconnect: true,
    expiresIn: DEFAULT_SIWX_EXPIRES_IN,
    resources: [],
  }
}
