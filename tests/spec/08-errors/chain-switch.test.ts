import { describe, expect, it } from 'vitest'
import { eip155Adapter } from '../../../runtime/adapters/eip155/eip155-adapter.ts'
import { needsAddChain } from '../../../runtime/adapters/eip155/wallet-errors.ts'
import { isUserRejection } from '../../../runtime/core/errors.ts'
import type { Eip1193Provider } from '../../../runtime/controllers/types.ts'
import { switchNetwork } from '../../../runtime/controllers/actions/index.ts'
import {
  ChainNotSupportedError,
  SwitchNetworkNotSupportedError,
  UserRejectedError,
} from '../../../runtime/core/errors.ts'
import { devnetAlpha, devnetBeta } from '../../../runtime/networks/devnet.ts'
import { testConfig } from '../../support/config.ts'
import { offlineHost } from '../../support/host-wallet.ts'
import { testConnector } from '../../support/scripted-adapter.ts'

const adapter = () => eip155Adapter()({ config: testConfig() })

/** An EIP-1193 wallet whose switch and add-chain answers the test decides. */
function wallet(answers: { switch: () => unknown; add: () => unknown }) {
  const calls: string[] = []
  let switched = false
  const provider: Eip1193Provider = {
    async request({ method }) {
      calls.push(method)
      if (method === 'wallet_switchEthereumChain') {
        if (switched) return null
        return answers.switch()
      }
      if (method === 'wallet_addEthereumChain') {
        const result = answers.add()
        switched = true
        return result
      }
      throw new Error(`unexpected ${method}`)
    },
  }
  return { provider, calls }
}

const rpcError = (code: number, message = 'wallet error') => Object.assign(new Error(message), { code })

describe('spec 8: chain switch', () => {
  it.each([4902, 5000, 32603])('code %i triggers an add-chain attempt, then the switch', async (code) => {
    const { provider, calls } = wallet({
      switch: () => {
        throw rpcError(code)
      },
      add: () => null,
    })
    await adapter().switchNetwork(testConnector('w', { provider }), devnetBeta)
    expect(calls).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
    ])
  })

  it("a failed add-chain throws 'Chain is not supported'", async () => {
    const { provider } = wallet({
      switch: () => {
        throw rpcError(4902)
      },
      add: () => {
        throw rpcError(-32000, 'cannot add')
      },
    })
    const error = await adapter()
      .switchNetwork(testConnector('w', { provider }), devnetBeta)
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ChainNotSupportedError)
    expect((error as Error).message).toBe('Chain is not supported')
  })

  it.each([
    ['code 4001', rpcError(4001)],
    ["message 'user rejected'", new Error('MetaMask Tx Signature: User rejected the request.')],
    ["message 'connection request reset'", new Error('Connection request reset. Please try again.')],
  ])('user rejection (%s) maps to the user-rejected error', async (_case, rejection) => {
    expect(isUserRejection(rejection)).toBe(true)
    const { provider } = wallet({
      switch: () => {
        throw rejection
      },
      add: () => null,
    })
    await expect(
      adapter().switchNetwork(testConnector('w', { provider }), devnetBeta),
    ).rejects.toBeInstanceOf(UserRejectedError)
  })

  it('other codes do not trigger an add-chain attempt', () => {
    expect(needsAddChain(rpcError(4001))).toBe(false)
    expect(needsAddChain(rpcError(-32000))).toBe(false)
    expect(needsAddChain({ cause: rpcError(4902) })).toBe(true)
  })
})

describe('spec 8: a connector without switch support is an error', () => {
  const host = offlineHost()

  it.each([
    ['4200 (method not supported)', 4200],
    ['-32601 (method not found)', -32601],
  ])(
    "a wallet answering the switch with %s: 'Connector does not support switching networks', no add-chain, the network stays",
    async (_case, code) => {
      host.wallet.answers.wallet_switchEthereumChain = () => {
        throw rpcError(code, 'wallet_switchEthereumChain is not supported')
      }
      const error = await switchNetwork(host.portkit, { caipNetworkId: devnetBeta.caipNetworkId }).catch(
        (e: unknown) => e,
      )
      expect(error).toBeInstanceOf(SwitchNetworkNotSupportedError)
      expect((error as Error).message).toBe('Connector does not support switching networks')
      expect(host.wallet.methods).toEqual(['wallet_switchEthereumChain'])
      expect(host.portkit.state.activeCaipNetwork.value?.caipNetworkId).toBe(devnetAlpha.caipNetworkId)
    },
  )
})
