import { describe, expect, it } from 'vitest'
import { EmailLoginCooldownError } from '../../../runtime/core/errors.ts'
import { createStepRunner, stepFailure } from '../../../runtime/features/email/step-runner.ts'

describe('email and social steps hand their views a message, not English', () => {
  it("a catalogue error's key is handed as a key", () => {
    const keyedError = Object.assign(new Error('Something went wrong'), {
      messageKey: 'SOMETHING_WENT_WRONG',
    })
    expect(stepFailure(keyedError)).toEqual({ key: 'SOMETHING_WENT_WRONG' })
  })

  it("an error's own words (the spec's or the frame's) are shown as they came", () => {
    expect(stepFailure(new EmailLoginCooldownError(12))).toEqual({
      text: 'Please try again after 12 seconds',
    })
    expect(stepFailure(new Error('Invalid otp'))).toEqual({ text: 'Invalid otp' })
  })

  it('anything else is the generic toast, as a key', () => {
    expect(stepFailure('nope')).toEqual({ key: 'SOMETHING_WENT_WRONG' })
    expect(stepFailure(new Error(''))).toEqual({ key: 'SOMETHING_WENT_WRONG' })
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
