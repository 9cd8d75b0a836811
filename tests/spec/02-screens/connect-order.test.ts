import { describe, expect, it } from 'vitest'
import { WALLET_FEATURE_ORDER } from '../../../runtime/config/options.ts'
import { connectMethodOrder, connectorGroupOrder } from '../../../runtime/controllers/connect-order.ts'
import { CONNECTOR_GROUP_ORDER } from '../../../runtime/core/constants.ts'
import { testConnector } from '../../support/scripted-adapter.ts'

describe('spec 2: default connect method order', () => {
  it('email, social, wallet', () => {
    expect(connectMethodOrder([])).toEqual(['email', 'social', 'wallet'])
  })

  it('wallet, email, social when an installed browser wallet is found', () => {
    expect(connectMethodOrder([testConnector()])).toEqual(['wallet', 'email', 'social'])
    expect(connectMethodOrder([testConnector('injected', { type: 'INJECTED' })])).toEqual([
      'wallet',
      'email',
      'social',
    ])
  })

  it('a wallet-connect or auth connector is not an installed browser wallet', () => {
    const remote = [
      testConnector('walletConnect', { type: 'WALLET_CONNECT' }),
      testConnector('auth', { type: 'AUTH' }),
    ]
    expect(connectMethodOrder(remote)).toEqual(['email', 'social', 'wallet'])
  })
})

describe('spec 2: connector group order', () => {
  it('walletConnect, recent, injected, featured, custom, external, recommended', () => {
    expect(CONNECTOR_GROUP_ORDER).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
    ])
  })

  it('keeps that order whatever order the groups are found in, leaving out empty ones', () => {
    expect(
      connectorGroupOrder({ recommended: true, injected: true, walletConnect: true, recent: false }),
    ).toEqual(['walletConnect', 'injected', 'recommended'])
  })
})

describe('spec 2: wallet feature order', () => {
  it('onramp, swaps, receive, send', () => {
    expect(WALLET_FEATURE_ORDER).toEqual(['onramp', 'swaps', 'receive', 'send'])
  })
})
