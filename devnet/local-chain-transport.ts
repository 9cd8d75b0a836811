import { http, type HttpTransport } from 'viem'

/**
 * How long the devnet waits for its own anvil. viem's 10 s default is for remote nodes; a local anvil
 * sharing two busy cores with a dev server's first compile was seen taking longer to mine one deploy,
 * which failed `portkit dev` outright. It is loopback, so a slow answer is load, not a lost node.
 */
const LOCAL_CHAIN_TIMEOUT_MS = 60_000

/**
 * The transport for the devnet's writes to its own chains: no retries (a resent transaction would be a
 * second one) and a patient timeout.
 */
export function localChainTransport(rpcUrl: string): HttpTransport {
  return http(rpcUrl, { retryCount: 0, timeout: LOCAL_CHAIN_TIMEOUT_MS })
}
