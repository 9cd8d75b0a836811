import type { Account, Chain, Transport, WalletClient } from 'viem'
import { connectedWallet, type ActionHost, type Capable } from './context.ts'
import { withCapability } from './capability.ts'

/** A viem WalletClient for the connected account on the active network; rejects when not connected. */
export async function getWalletClient<H extends ActionHost>(
  portkit: H & Capable<H, 'viemClients'>,
): Promise<WalletClient<Transport, Chain, Account>> {
  const { adapter, wallet } = connectedWallet(portkit)
  return withCapability(adapter, 'viemClients', 'A viem wallet client').getWalletClient(wallet)
}
