import type { Connector } from './types.ts'

/** The named views of spec section 2 (more arrive with their features), plus the networks list. */
export type View =
  | { name: 'Connect' }
  | { name: 'Account' }
  | { name: 'AllWallets' }
  | { name: 'ConnectingWalletConnectBasic' }
  | { name: 'ConnectingExternal'; connector: Connector }
  | { name: 'Networks' }
  | { name: 'UnsupportedChain' }

export type ViewName = View['name']
