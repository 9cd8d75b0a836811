import type { Address, Hex } from 'viem'

/**
 * What the frame's embedded wallets need of a bundler and paymaster: each owner's smart account deployed
 * and the calls its owner signed relayed and paid for, so a smart account never needs gas of its own (spec
 * section 5). Inputs are the frame's raw JSON; an implementation checks them (400 on bad input).
 */
export interface SmartAccountSponsor {
  /** The chain ids it sponsors (spec section 3: smartAccountEnabledNetworks). */
  enabledChainIds(): number[]
  /** The owner's account address (known before it exists) and whether it has code yet. */
  accountOf(body: { chainId?: unknown; owner?: unknown }): Promise<{ address: Address; deployed: boolean }>
  /** The owner's account, deployed first when it has no code yet. */
  ensureAccount(body: { chainId?: unknown; owner?: unknown }): Promise<{ address: Address }>
  /** Relays one call the owner signed for the account's `execute`; the account checks the signature. */
  execute(body: {
    chainId?: unknown
    account?: unknown
    to?: unknown
    value?: unknown
    data?: unknown
    signature?: unknown
  }): Promise<{ hash: Hex }>
}
