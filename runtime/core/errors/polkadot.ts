import { PortkitError } from './base.ts'
import { ERROR_DOCS } from './docs-paths.ts'

/** An action Polkadot accounts cannot take here (sends need a node, EVM-only actions), asked of one. */
export class PolkadotActionUnsupportedError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.otherChains
  }
  override name = 'PolkadotActionUnsupportedError'
  constructor(action: string) {
    super(`${action} is not available on Polkadot`)
  }
}

/** The extension granted accounts, but none has a Polkadot (SS58) address: outside input refused plainly. */
export class InvalidPolkadotAccountError extends PortkitError {
  static override get docsPath(): string {
    return ERROR_DOCS.otherChains
  }
  override name = 'InvalidPolkadotAccountError'
  constructor() {
    super('The wallet returned an account that is not a Polkadot address')
  }
}
