/** The local WalletConnect relay: in-memory, loopback only, enough of the protocol for SDK 2.x clients. */
export { startRelay, RelayStartError, type Relay, type StartRelayOptions } from './start-relay.ts'
export { SESSION_TAGS } from './relay-methods.ts'
export { RELAY_REFUSALS, REFUSAL_CLOSE_CODE, setRelayRefusal, type RelayRefusal } from './relay-refusal.ts'
