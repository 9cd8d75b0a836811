import { describe, expect, it } from 'vitest'
import { bip122Adapter } from '../../../runtime/adapters/bip122/index.ts'
import { eip155Adapter } from '../../../runtime/adapters/eip155/index.ts'
import { polkadotAdapter } from '../../../runtime/adapters/polkadot/index.ts'
import { solanaAdapter } from '../../../runtime/adapters/solana/index.ts'
import { hasCapability, withCapability } from '../../../runtime/controllers/actions/capability.ts'
import type { AdapterCapability, ChainAdapter } from '../../../runtime/controllers/types.ts'
import { testConfig } from '../../support/config.ts'

const CAPABILITIES: AdapterCapability[] = [
  'typedData',
  'gasEstimation',
  'contracts',
  'transactionLookup',
  'viemClients',
  'callBatches',
]
const config = testConfig()
const evm = eip155Adapter()({ config })
const others: [string, ChainAdapter][] = [
  ['Solana', solanaAdapter()({ config })],
  ['Bitcoin', bip122Adapter()({ config })],
  ['Polkadot', polkadotAdapter()({ config })],
]

describe('adapter capabilities: the EVM adapter has them all, the others none', () => {
  it.each(CAPABILITIES)('%s: eip155 has it and is handed back as it is', (capability) => {
    expect(hasCapability(evm, capability)).toBe(true)
    expect(withCapability(evm, capability, 'Anything')).toBe(evm)
  })

  it.each(others)(
    '%s: no capability; asking for one is "… is not available on" the chain',
    (chain, adapter) => {
      for (const capability of CAPABILITIES) {
        expect(hasCapability(adapter, capability)).toBe(false)
        expect(() => withCapability(adapter, capability, 'Contract reads')).toThrow(
          `Contract reads is not available on ${chain}`,
        )
      }
    },
  )

  it('an EVM adapter missing one member of a capability lacks it: the method is refused as not allowed', () => {
    const partial = { ...evm, getCallsStatus: undefined } as unknown as ChainAdapter
    expect(hasCapability(partial, 'callBatches')).toBe(false)
    expect(hasCapability(partial, 'contracts')).toBe(true)
    expect(() => withCapability(partial, 'callBatches', 'wallet_getCallsStatus')).toThrow(
      'Requested RPC call is not allowed',
    )
  })
})
