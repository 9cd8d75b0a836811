import { describe, expect, it } from 'vitest'
import {
  EmailLoginCooldownError,
  EmailLoginDependencyError,
  PortkitError,
} from '../../../runtime/core/errors.ts'
import { createStepRunner } from '../../../runtime/features/email/step-runner.ts'
import { errorMessage, failureMessage } from '../../../runtime/core/i18n/shown-message.ts'

describe('email and social steps hand their views a message, not English', () => {
  it("a catalogue error's key is handed as a key", () => {
    const keyedError = Object.assign(new Error('Something went wrong'), { messageKey: 'CONNECTION_FAILED' })
    expect(failureMessage(keyedError)).toEqual({ key: 'CONNECTION_FAILED' })
  })

  it("an error thrown with one of the spec's texts hands that text's key, which the view translates", () => {
    expect(failureMessage(new EmailLoginDependencyError())).toEqual({ key: 'EMAIL_LOGIN_DEPENDENCY' })
  })

  it("other words (the frame's, a wallet's) are shown as they came", () => {
    expect(failureMessage(new EmailLoginCooldownError(12))).toEqual({
      text: 'Please try again after 12 seconds',
    })
    expect(failureMessage(new Error('Invalid otp'))).toEqual({ text: 'Invalid otp' })
  })

  it('anything else is the generic toast, as a key', () => {
    expect(failureMessage('nope')).toEqual({ key: 'SOMETHING_WENT_WRONG' })
    expect(failureMessage(new Error(''))).toEqual({ key: 'SOMETHING_WENT_WRONG' })
  })

  it("a view's caught failure: its key, else its short words, else the view's fallback key", () => {
    expect(errorMessage(new EmailLoginDependencyError(), 'SWITCH_NETWORK_FAILED')).toEqual({
      key: 'EMAIL_LOGIN_DEPENDENCY',
    })
    expect(errorMessage(new PortkitError('Chain 5 refused'), 'SWITCH_NETWORK_FAILED')).toEqual({
      text: 'Chain 5 refused',
    })
    expect(errorMessage(new Error('long viem text'), 'SWITCH_NETWORK_FAILED')).toEqual({
      key: 'SWITCH_NETWORK_FAILED',
    })
  })

  it('a failed step shows its message and is no longer busy', async () => {
    const runner = createStepRunner()
    await runner.run(() => Promise.reject(new Error('The frame said no')))
    expect(runner.error.value).toEqual({ text: 'The frame said no' })
    expect(runner.busy.value).toBe(false)
    await runner.run(() => Promise.resolve())
    expect(runner.error.value).toBeUndefined()
  })
})
