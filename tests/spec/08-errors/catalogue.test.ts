import { describe, expect, it } from 'vitest'
import * as catalogue from '../../../runtime/core/errors.ts'
import { DisconnectError, PortkitError, shownText, TOASTS } from '../../../runtime/core/errors.ts'

/**
 * The catalogue's own rules (spec section 8, STYLE.md): each error class has a stable `name` hosts can
 * match on, and a failure shows its catalogue text, else the caller's fallback. Each text is asserted where
 * a product path raises it: tests/spec/README.md lists the test for every thrown text of spec section 8.
 */

describe('spec 8: the catalogue', () => {
  it('every error class of the catalogue has a stable name equal to its class name', () => {
    const classes = Object.entries(catalogue).flatMap(([exportName, value]) =>
      typeof value === 'function' && value.prototype instanceof PortkitError
        ? [[exportName, value as unknown as new () => PortkitError] as const]
        : [],
    )
    expect(classes.length).toBeGreaterThan(40)
    for (const [exportName, ErrorClass] of classes) {
      // Constructor arguments only fill in details; the name does not depend on them.
      expect(new ErrorClass().name).toBe(exportName)
    }
  })

  it('a failure shows its catalogue short message, else the fallback text', () => {
    expect(shownText(new DisconnectError(), TOASTS.SOMETHING_WENT_WRONG)).toBe('Failed to disconnect')
    expect(shownText(new Error('raw'), TOASTS.SOMETHING_WENT_WRONG)).toBe('Something went wrong')
    expect(shownText(undefined, TOASTS.CONNECTION_FAILED)).toBe('Connection failed')
  })
})
