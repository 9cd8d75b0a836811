import { describe, expect, it } from 'vitest'
import { DEFAULT_ACCOUNT_TYPES } from '../../../runtime/config/options.ts'
import { createPreferredAccountType } from '../../../runtime/controllers/preferred-account-type.ts'
import { memoryStorage } from '../../support/memory-storage.ts'

describe('spec 6: default account types per chain', () => {
  it('bip122 payment, eip155 smartAccount, polkadot eoa, solana eoa', () => {
    expect(DEFAULT_ACCOUNT_TYPES).toEqual({
      bip122: 'payment',
      eip155: 'smartAccount',
      polkadot: 'eoa',
      solana: 'eoa',
    })
  })

  it('are the preferred account types until the visitor picks another', () => {
    const preferred = createPreferredAccountType({
      storage: memoryStorage(),
      events: { sendEvent: () => undefined },
      defaults: DEFAULT_ACCOUNT_TYPES,
      authConnector: () => undefined,
      reconnect: async () => undefined,
    })
    expect(preferred.preferred.value).toEqual(DEFAULT_ACCOUNT_TYPES)
  })
})
