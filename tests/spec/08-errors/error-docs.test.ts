import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DOCS_DIR, headingAnchors } from '../../../scripts/docs/site.ts'
import { FrameInitError, FrameTimeoutError } from '../../../runtime/connectors/auth/frame-client.ts'
import * as catalogue from '../../../runtime/core/errors.ts'
import {
  EstimateGasError,
  FrameError,
  HttpStatusError,
  PairingFailedError,
  PortkitError,
  RpcMethodNotAllowedError,
  UserRejectedError,
} from '../../../runtime/core/errors.ts'
import { ALERT_TEXTS } from '../../../runtime/core/errors/alerts.ts'
import { TOASTS } from '../../../runtime/core/errors/toasts.ts'
import { errorMessage } from '../../../runtime/core/i18n/shown-message.ts'
import { englishMessage } from '../../support/english-message.ts'

/**
 * Errors as viem does them (issue 31): each class names a docs page and heading that exist, a text of the
 * core catalogue carries its key (so the modal translates it), and `message` stays the spec's text while
 * `fullMessage` adds the meta lines, the docs page and the details.
 */

type ErrorClass = (new () => PortkitError) & { docsPath: string }

const classes: [string, ErrorClass][] = [
  ...Object.entries(catalogue).flatMap(([name, value]) =>
    typeof value === 'function' && value.prototype instanceof PortkitError
      ? [[name, value as unknown as ErrorClass] as [string, ErrorClass]]
      : [],
  ),
  ['FrameTimeoutError', FrameTimeoutError as unknown as ErrorClass],
  ['FrameInitError', FrameInitError as unknown as ErrorClass],
]

/** The anchor `docsPath` names, or the problem with it. */
function docsProblem(docsPath: string): string | undefined {
  const [page = '', anchor] = docsPath.split('#')
  const file = join(DOCS_DIR, page)
  if (!existsSync(file)) return `docs/${page} does not exist`
  if (!anchor) return `${docsPath} names no heading`
  if (!headingAnchors(readFileSync(file, 'utf8')).includes(anchor)) return `docs/${page} has no #${anchor}`
  return undefined
}

const CORE_TEXTS: Record<string, string> = { ...TOASTS, ...ALERT_TEXTS }
const keyOfText = new Map(Object.entries(CORE_TEXTS).map(([key, text]) => [text, key]))

describe('spec 8: errors as viem does them', () => {
  it('every catalogue class points at a docs page and heading that exist', () => {
    expect(classes.length).toBeGreaterThan(40)
    const problems = classes.flatMap(([name, ErrorClass]) => {
      const problem = docsProblem(ErrorClass.docsPath)
      return problem ? [`${name}: ${problem}`] : []
    })
    expect(problems).toEqual([])
    expect(new UserRejectedError().docsPath).toBe('errors.md#wallets-and-connections')
    expect(new FrameInitError().docsPath).toBe('errors.md#embedded-wallet')
  })

  it('an error thrown with a core catalogue text (a toast, an alert) carries its key', () => {
    const unkeyed = classes.flatMap(([name, ErrorClass]) => {
      const error = new ErrorClass()
      const key = keyOfText.get(error.shortMessage)
      return key !== undefined && error.messageKey !== key ? [`${name}: ${key}`] : []
    })
    expect(unkeyed).toEqual([])
    expect(new EstimateGasError().messageKey).toBe('ESTIMATE_GAS_FAILED')
    expect(new FrameInitError().messageKey).toBe('AUTH_INIT_FAILED')
  })

  it('the modal shows a keyed error translated, and a wallet’s own words as they came', () => {
    expect(errorMessage(new FrameInitError(), 'CONNECTION_FAILED')).toEqual({ key: 'AUTH_INIT_FAILED' })
    expect(englishMessage(errorMessage(new FrameError(), 'CONNECTION_FAILED'))).toBe('An error occurred')
    expect(errorMessage(new FrameError('Invalid OTP'), 'CONNECTION_FAILED')).toEqual({ text: 'Invalid OTP' })
    expect(errorMessage(new PairingFailedError(''), 'SOMETHING_WENT_WRONG')).toEqual({
      key: 'CONNECTION_FAILED',
    })
    expect(errorMessage(new PairingFailedError('Proposal expired'), 'CONNECTION_FAILED')).toEqual({
      text: 'Proposal expired',
    })
  })

  it('message stays the spec text; fullMessage adds the meta lines, the docs page and the details', () => {
    const refused = new RpcMethodNotAllowedError('eth_sign')
    expect(refused.message).toBe('Requested RPC call is not allowed')
    expect(refused.metaMessages).toEqual(['Method: eth_sign'])
    expect(refused.fullMessage).toMatch(
      /^Requested RPC call is not allowed\n\nMethod: eth_sign\n\nDocs: docs\/errors\.md#embedded-wallet\nVersion: portkit@/,
    )
    const failed = new EstimateGasError({ cause: new Error('insufficient funds for gas') })
    expect(failed.message).toBe('error estimating gas')
    expect(failed.fullMessage).toContain('\nDetails: insufficient funds for gas\n')
    const http = new HttpStatusError(400, [{ name: 'invalidAddress', description: 'Bad address' }])
    expect(http.metaMessages).toEqual(['Reason: invalidAddress: Bad address'])
    expect(http.message).toBe('HTTP status code: 400')
  })
})
