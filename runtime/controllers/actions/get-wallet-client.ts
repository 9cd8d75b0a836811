import type { Account, Chain, Transport, WalletClient } from 'viem'
import { connectedWallet, type ActionHost } from './context.ts'

/** A viem WalletClient for the connected account on the active network; rejects when not connected. */
export async function getWalletClient(portkit: ActionHost): Promise<WalletClient<Transport, Chain, Account>> {
  const { adapter, wallet } = connectedWallet(portkit)
  return adapter.getWalletClient(wallet)
}
