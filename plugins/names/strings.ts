/** The plugin's own text; its keys type the views' `t` and the menu entry. */
export const NAMES_STRINGS = {
  menuLabel: 'Register account name',
  title: 'Choose account name',
  successTitle: 'Account name',
  nameLabel: 'Name',
  nameHint: 'At least 4 characters: letters, digits and hyphens.',
  searching: 'Searching…',
  available: 'Available',
  registered: 'Registered',
  suggestionsLabel: 'Suggestions',
  register: 'Register name',
  pending: 'Registering {name}: sign the message in your wallet.',
  success: '{name} is now your account name.',
  done: 'Back to account',
  notConnected: 'Connect an EVM account to register a name.',
  yourNames: 'Your names',
} as const

export type NamesStringKey = keyof typeof NAMES_STRINGS
