import type { Connector } from '../../types.ts'
import type { WalletConnectHost } from './context.ts'

/**
 * After the wallet approves, every namespace of the session connects (eip155, solana: a connector each,
 * sharing the pairing), the visitor's active one last so it stays active. The session may carry fewer
 * than were asked for: one connected namespace is enough.
 */
export async function connectSession(
  { portkit, connection }: WalletConnectHost,
  connector: Connector,
): Promise<void> {
  const active = portkit.activeChain.value
  const sharing = portkit.connectors.value
    .filter((other) => other.pairing === connector.pairing)
    .sort((a, b) => Number(a.chain === active) - Number(b.chain === active))
  let connected = false
  let firstError: unknown
  for (const one of sharing) {
    try {
      await connection.connect(one)
      connected = true
    } catch (error) {
      firstError ??= error
    }
  }
  if (!connected) throw firstError
}
