import { describe, expect, it } from 'vitest'
import { watchUnsupportedChain } from '../../../runtime/controllers/unsupported-chain-watch.ts'
import type { View } from '../../../runtime/core/view-types.ts'
import { unsupportedNetwork } from '../../../runtime/core/unsupported-network.ts'
import { devnetBeta } from '../../../runtime/networks/devnet.ts'
import { createState, updateChain } from '../../../runtime/state/create-state.ts'
import type { ResolvedConfig } from '../../../runtime/config/types.ts'
import { testConfig } from '../../support/config.ts'

async function landOnUnknownChain(config: Partial<ResolvedConfig>, basic = false) {
  const state = createState(testConfig(config))
  const shown: View[] = []
  const stop = watchUnsupportedChain({ state, basic, show: (view) => shown.push(view) })
  updateChain(state, 'eip155', { status: 'connected', address: '0x1', caipNetwork: devnetBeta })
  updateChain(state, 'eip155', { caipNetwork: unsupportedNetwork('eip155', '999') })
  await Promise.resolve()
  stop()
  return shown.map((view) => view.name)
}

describe('spec 4: UnsupportedChain after the wallet lands on an unlisted network', () => {
  it('shows when switching is enabled and unsupported chains are not allowed', async () => {
    expect(await landOnUnknownChain({})).toEqual(['UnsupportedChain'])
  })
  it('not when switching is disabled, unsupported chains are allowed, or the connection is basic', async () => {
    expect(await landOnUnknownChain({ enableNetworkSwitch: false })).toEqual([])
    expect(await landOnUnknownChain({ allowUnsupportedChain: true })).toEqual([])
    expect(await landOnUnknownChain({}, true)).toEqual([])
  })
})
