/** The on-ramp plugin's own text; its keys type the view's `t` and the menu entry. */
export const ONRAMP_STRINGS = {
  menuLabel: 'Buy crypto',
  title: 'Buy crypto',
  amount: 'Amount',
  currency: 'Currency',
  paymentMethod: 'Payment method',
  card: 'Card',
  ach_bank_account: 'Bank account (ACH)',
  asset: 'You buy',
  provider: 'Provider',
  // A provider in the picker with its fee range in percent.
  providerOption: '{name} ({min}-{max}% fee)',
  fee: 'Fee',
  subtotal: 'Subtotal',
  total: 'Total',
  purchaseAmount: 'You receive',
  quote: 'Quote',
  notConnected: 'Connect a wallet to buy crypto.',
  loadingOptions: 'Loading options…',
  optionsFallback: 'Could not load the latest options; showing the defaults.',
  mockedQuote: 'A live quote is unavailable; the provider shows the final price.',
  enterAmount: 'Enter an amount',
  // Spec section 9's limits; {min}, {max}, {currency} and {method} are filled in.
  belowMinimum: 'The minimum purchase by {method} is {min} {currency}',
  aboveMaximum: 'The maximum purchase by {method} is {max} {currency}',
  noLimits: 'Payment by {method} in {currency} is not available',
  gettingQuote: 'Getting quote…',
  continue: 'Continue to provider',
  opening: 'Opening provider…',
  openFailed: 'Could not open the provider page. Try again later.',
  unsafeUrl: 'The provider page address was refused: only https links are opened.',
  noProvider: 'No provider supports this network.',
  // After the provider's page opened in another tab.
  waitingForPurchase:
    'Finish the purchase in the provider’s tab. It shows here once the provider has sent it.',
  purchaseComplete: 'Purchase complete',
} as const

export type OnrampStringKey = keyof typeof ONRAMP_STRINGS
