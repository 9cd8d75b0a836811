import { InvalidDecimalError } from '../errors.ts'

// Optional minus, digits, then optionally a dot followed by digits (spec section 5).
const DECIMAL = /^-?\d+(\.\d+)?$/

export function isDecimal(value: string): boolean {
  return DECIMAL.test(value)
}

/** Returns the amount unchanged, or throws 'Number is not a valid decimal number'. */
export function assertDecimal(value: string): string {
  if (!isDecimal(value)) throw new InvalidDecimalError()
  return value
}
