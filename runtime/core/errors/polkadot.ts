import { PortkitError } from './base.ts'

/** An action Polkadot accounts cannot take here (sends need a node, EVM-only actions), asked of one. */
export class PolkadotActionUnsupportedError extends PortkitError {
  override name = 'PolkadotActionUnsupportedError'
  constructor(action: string) {
    super(`${action} is not available on Polkadot`)
  }
}

/** The extension granted accounts, but none has a Polkadot (SS58) address: outside input refused plainly. */
export class InvalidPolkadotAccountError extends PortkitError {
  override name = 'InvalidPolkadotAccountError'
  constructor() {
    super('The wallet returned an account that is not a Polkadot address')
  }
}
