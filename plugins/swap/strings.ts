/** The swap plugin's own text; its keys type the view's `t` and the menu entry. */
export const SWAP_STRINGS = {
  menuLabel: 'Swap',
  title: 'Swap',
  youPay: 'You pay',
  youReceive: 'You receive',
  token: 'Token',
  amount: 'Amount',
  selectToken: 'Select token',
  flip: 'Switch tokens',
  balance: 'Balance',
  networkFee: 'Network fee',
  rate: 'Rate',
  minimumReceived: 'Minimum received',
  slippage: 'Slippage tolerance',
  priceImpact: 'Price impact',
  // {percent} is filled in, e.g. "4.76%".
  highPriceImpact: 'High price impact: you receive {percent} less than at the market price.',
  notConnected: 'Connect a wallet to swap.',
  loadingTokens: 'Loading tokens…',
  // Button labels while the form is not ready, then the ready ones.
  enterAmount: 'Enter an amount',
  gettingQuote: 'Getting quote…',
  noQuote: 'No quote for this pair',
  insufficientBalance: 'Insufficient balance',
  insufficientGas: 'Insufficient Gas Funds',
  approve: 'Approve and swap',
  swap: 'Swap',
  swapping: 'Swapping…',
  // Errors and toasts.
  quoteFailed: 'Could not get a quote: the swap service is unavailable. Nothing was sent.',
  tokensFailed: 'Could not load the tokens you can swap. Try again later.',
  buildFailed: 'Could not prepare the swap: the swap service is unavailable. Nothing was sent.',
  sameToken: 'Pick two different tokens',
  swapped: 'Swap complete',
  // The arrow points from what was sold to what was bought, in the reading direction.
  swappedAmounts: 'Swap complete: {sold} → {bought}',
} as const

export type SwapStringKey = keyof typeof SWAP_STRINGS
