/**
 * The devnet provider page's test card form: checked like a real card form (number with the Luhn check
 * digit, an expiry that has not passed, a 3 or 4 digit CVC, a name), but nothing is charged. Pure: every
 * rule is a line, and each problem names its field.
 */

export interface CardInput {
  name: string
  number: string
  expiry: string
  cvc: string
}

export type CardField = keyof CardInput

export interface CardProblem {
  field: CardField
  message: string
}

/** Spaces and dashes are how people group card numbers; anything else makes the number invalid. */
const CARD_NUMBER = /^[0-9][0-9 -]*$/
const EXPIRY = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/
const CVC = /^\d{3,4}$/

/** The Luhn (mod 10) check every card number carries in its last digit. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/** Every problem of the form, in field order; empty when the card would be accepted. */
export function checkCard(input: CardInput, now: Date = new Date()): CardProblem[] {
  const problems: CardProblem[] = []
  const name = input.name.trim()
  if (name === '') problems.push({ field: 'name', message: 'Enter the name on the card' })
  else if (name.length > 100) problems.push({ field: 'name', message: 'The name on the card is too long' })

  const number = input.number.trim()
  const digits = number.replace(/[ -]/g, '')
  if (digits === '') problems.push({ field: 'number', message: 'Enter the card number' })
  else if (!CARD_NUMBER.test(number) || digits.length < 12 || digits.length > 19)
    problems.push({ field: 'number', message: 'The card number must be 12 to 19 digits' })
  else if (!passesLuhn(digits))
    problems.push({ field: 'number', message: 'The card number is not valid (its check digit is wrong)' })

  const expiry = EXPIRY.exec(input.expiry.trim())
  if (input.expiry.trim() === '') problems.push({ field: 'expiry', message: 'Enter the expiry date' })
  else if (!expiry || Number(expiry[1]) < 1 || Number(expiry[1]) > 12)
    problems.push({ field: 'expiry', message: 'The expiry date must be MM/YY' })
  else {
    const month = Number(expiry[1])
    const year = expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2])
    // A card is valid through the last day of its expiry month.
    const current = now.getUTCFullYear() * 12 + now.getUTCMonth()
    if (year * 12 + (month - 1) < current) problems.push({ field: 'expiry', message: 'The card has expired' })
    else if (year > now.getUTCFullYear() + 20)
      problems.push({ field: 'expiry', message: 'The expiry date is too far in the future' })
  }

  if (input.cvc.trim() === '') problems.push({ field: 'cvc', message: 'Enter the security code (CVC)' })
  else if (!CVC.test(input.cvc.trim()))
    problems.push({ field: 'cvc', message: 'The security code (CVC) must be 3 or 4 digits' })
  return problems
}
