import { describe, expect, it } from 'vitest'
import { checkCard, passesLuhn } from '../../../../devnet/onramp/card-check.ts'

// Issue 13, devnet on-ramp provider page: its test card form is checked like a real card form (Luhn check
// digit, expiry not passed, 3 or 4 digit CVC, a name), each problem naming its field.

const NOW = new Date(Date.UTC(2026, 10, 21))
const good = { name: 'Ada Lovelace', number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }
const fields = (input: Partial<typeof good>) => checkCard({ ...good, ...input }, NOW).map((p) => p.field)

describe('devnet test card: Luhn check digit', () => {
  it.each(['4242424242424242', '4111111111111111', '5555555555554444', '378282246310005', '79927398713'])(
    '%s passes',
    (digits) => expect(passesLuhn(digits)).toBe(true),
  )
  it.each(['4242424242424241', '4111111111111112', '79927398710', '', '4242-4242'])('%s fails', (digits) =>
    expect(passesLuhn(digits)).toBe(false),
  )
})

describe('devnet test card form', () => {
  it('accepts a test card, grouped with spaces or dashes, expiry as MM/YY or MM/YYYY', () => {
    expect(checkCard(good, NOW)).toEqual([])
    expect(fields({ number: '4242-4242-4242-4242', expiry: '11/2026', cvc: '1234' })).toEqual([])
  })

  it('refuses a wrong check digit, a short or lettered number, and says why', () => {
    expect(checkCard({ ...good, number: '4242 4242 4242 4241' }, NOW)).toEqual([
      { field: 'number', message: 'The card number is not valid (its check digit is wrong)' },
    ])
    expect(fields({ number: '4242 4242' })).toEqual(['number'])
    expect(fields({ number: '4242 4242 4242 424x' })).toEqual(['number'])
    expect(checkCard({ ...good, number: '' }, NOW)[0]!.message).toBe('Enter the card number')
  })

  it('refuses an expired card (valid through its month), a bad month and a bad format', () => {
    expect(fields({ expiry: '11/26' })).toEqual([])
    expect(checkCard({ ...good, expiry: '10/26' }, NOW)).toEqual([
      { field: 'expiry', message: 'The card has expired' },
    ])
    expect(fields({ expiry: '13/30' })).toEqual(['expiry'])
    expect(fields({ expiry: '1230' })).toEqual(['expiry'])
    expect(fields({ expiry: '12/99' })).toEqual(['expiry'])
  })

  it('refuses a CVC that is not 3 or 4 digits, and a missing name; lists every problem in field order', () => {
    expect(fields({ cvc: '12' })).toEqual(['cvc'])
    expect(fields({ cvc: '12a' })).toEqual(['cvc'])
    expect(checkCard({ name: ' ', number: '1', expiry: '', cvc: '' }, NOW).map((p) => p.field)).toEqual([
      'name',
      'number',
      'expiry',
      'cvc',
    ])
  })
})
