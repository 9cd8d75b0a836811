import { afterEach, describe, expect, it } from 'vitest'
import { DEVNET_SWAP_NETWORK_IDS, SWAP_NETWORK_IDS } from '../../../plugins/swap/constants.ts'
import { isSwapNetwork } from '../../../plugins/swap/swap-controller.ts'
import {
  GasPriceNetworkNotSupportedError,
  SwapNetworkNotSupportedError,
} from '../../../runtime/core/errors.ts'
import { unsupportedNetwork } from '../../../runtime/core/unsupported-network.ts'
import { devnetAlpha, devnetBeta } from '../../../runtime/networks/devnet.ts'
import { ethereum, ethereumSepolia, polygonMainnet } from '../../../runtime/networks/index.ts'
import { shownCheck, swapHarness, swapText } from '../../support/swap-harness.ts'

// Spec sections 5, 8 and 9: swap and gas-price calls throw on networks that are not swap networks
// ('Network not supported for Swaps', 'Network not supported for Gas Price'); the account-menu entry is
// hidden there and the Swap view shows the text.

const closes: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const close of closes.splice(0)) await close()
})

describe('spec 9: swap networks', () => {
  it('are the spec list (eip155 ids) plus the two devnet chains', () => {
    expect([...SWAP_NETWORK_IDS]).toEqual([
      1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
    ])
    expect([...DEVNET_SWAP_NETWORK_IDS]).toEqual([31337, 31338])
    for (const network of [ethereum, polygonMainnet, devnetAlpha, devnetBeta])
      expect(isSwapNetwork(network), network.name).toBe(true)
    expect(isSwapNetwork(ethereumSepolia)).toBe(false)
    expect(isSwapNetwork({ ...ethereum, chainNamespace: 'solana' })).toBe(false)
    // A chain the config does not list is no swap network, whatever its id: the app cannot use it.
    expect(isSwapNetwork(unsupportedNetwork('eip155', '1'))).toBe(false)
  })
})

describe('spec 8: unsupported network', () => {
  it("token list and quotes throw 'Network not supported for Swaps', gas price its own text; nothing is asked", async () => {
    const { swap, requests, close } = await swapHarness({ network: ethereumSepolia })
    closes.push(close)
    await expect(swap.fetchTokens(ethereumSepolia)).rejects.toThrow(SwapNetworkNotSupportedError)
    await expect(swap.fetchTokens(ethereumSepolia)).rejects.toThrow('Network not supported for Swaps')
    await expect(swap.fetchGasPrice(ethereumSepolia)).rejects.toThrow(GasPriceNetworkNotSupportedError)
    await expect(swap.fetchGasPrice(ethereumSepolia)).rejects.toThrow('Network not supported for Gas Price')
    await swap.open({ fromToken: 'ETH', toToken: 'PUSD', amount: '1' })
    expect(requests).toEqual([])
    // What the view shows the visitor: the text each call threw.
    expect(swap.networkErrors.value.map(swapText)).toEqual([
      'Network not supported for Swaps',
      'Network not supported for Gas Price',
    ])
    expect(shownCheck(swap.check.value)).toEqual({
      ready: false,
      label: 'swap',
      error: 'Network not supported for Swaps',
    })
  })

  it('the account-menu entry shows on swap networks only', async () => {
    const { portkit, close } = await swapHarness({ network: ethereumSepolia })
    closes.push(close)
    const labels = () => portkit.plugins.accountMenu().map((item) => item.label)
    expect(labels()).not.toContain('Swap')
    portkit.state.chains.value = {
      ...portkit.state.chains.value,
      eip155: { ...portkit.state.chains.value.eip155!, caipNetwork: devnetAlpha },
    }
    expect(labels()).toEqual(['Swap', 'Send'])
  })
})
