import { PortkitError } from './base.ts'

/** An action Polkadot accounts cannot take here (sends need a node, EVM-only actions), asked of one. */
export class PolkadotActionUnsupportedError extends PortkitError {
  override name = 'PolkadotActionUnsupportedError'
  constructor(action: string) {
    super(`${action} is not available on Polkadot`)
  }
}
