import { describe, expect, it } from 'vitest'
import * as catalogue from '../../../runtime/core/errors.ts'
import { DisconnectError, EstimateGasError, PortkitError } from '../../../runtime/core/errors.ts'
import { errorMessage, keyed, outsideText } from '../../../runtime/core/i18n/shown-message.ts'

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

  it('a failure shows its catalogue key, else its short message, else the fallback key', () => {
    expect(errorMessage(new EstimateGasError(), 'SOMETHING_WENT_WRONG')).toEqual(keyed('ESTIMATE_GAS_FAILED'))
    expect(errorMessage(new DisconnectError(), 'SOMETHING_WENT_WRONG')).toEqual(
      outsideText('Failed to disconnect'),
    )
    expect(errorMessage(new Error('raw'), 'SOMETHING_WENT_WRONG')).toEqual(keyed('SOMETHING_WENT_WRONG'))
    expect(errorMessage(undefined, 'CONNECTION_FAILED')).toEqual(keyed('CONNECTION_FAILED'))
  })
})
