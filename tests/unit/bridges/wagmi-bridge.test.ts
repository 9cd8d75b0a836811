import { parseEther, verifyMessage } from 'viem'
import {
  connect,
  disconnect,
  sendCalls,
  sendTransaction,
  signMessage,
  switchChain,
  waitForCallsStatus,
  waitForTransactionReceipt,
} from 'wagmi/actions'
import { createConfig, http, type Config } from 'wagmi'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  createPortkitWagmiConfig,
  PORTKIT_CONNECTOR_ID,
  portkitConnector,
  toViemChain,
} from '../../../runtime/bridges/wagmi/index.ts'
import { anvilHost, networksAt } from '../../support/host-wallet.ts'
import { getConnection, wagmiMajor } from '../../support/wagmi-version.ts'

// Issue 11 item 5: wagmi's own actions work through the Portkit connection, and the two stay in sync
// both ways (a Portkit disconnect or switch reaches wagmi; a wagmi switch or disconnect reaches Portkit).
// Runs on wagmi 3 and, in the `wagmi-2` vitest project, on wagmi 2.

const host = anvilHost({
  // An honest wallet: a switch changes its chain and says so.
  prepare: (wallet) => {
    wallet.answers.wallet_switchEthereumChain = (params) => {
      const [{ chainId }] = params as [{ chainId: string }]
      wallet.chainId = Number(chainId)
      wallet.emit('chainChanged', chainId)
      return null
    }
    // A wallet without EIP-5792, answering as most do: 4200, unsupported method.
    wallet.answers.wallet_sendCalls = () => {
      throw Object.assign(new Error('The Provider does not support the requested method.'), { code: 4200 })
    }
  },
})
const { account, receiver: to, nativeBalance: balanceOf } = host
let config: Config
const portkitConnectorOf = (wagmi: Config) =>
  wagmi.connectors.find((candidate) => candidate.id === PORTKIT_CONNECTOR_ID)!
const portkitChain = () => host.portkit.state.chains.value.eip155
/** Lets wagmi's store settle where it updates after a promise (the connect action, a reconnect). */
const settled = () => new Promise((resolve) => setTimeout(resolve, 20))

beforeAll(async () => {
  await host.portkit.connection.disconnect('eip155')
  config = createPortkitWagmiConfig(host.portkit)
})

describe(`wagmi bridge (wagmi ${wagmiMajor})`, () => {
  it('the config has the Portkit eip155 networks and the Portkit connector', () => {
    expect(config.chains.map((chain) => chain.id)).toEqual([31337, 31338])
    expect(config.chains[0].rpcUrls.default.http).toEqual([host.anvil.rpcUrl])
    expect(config.connectors.map((connector) => connector.id)).toEqual([PORTKIT_CONNECTOR_ID])
  })

  it('connect rejects as a user rejection when the visitor closes the modal without connecting', async () => {
    const connecting = connect(config, { connector: portkitConnectorOf(config) })
    await settled()
    expect(host.portkit.state.isOpen.value).toBe(true)
    host.portkit.modal.close()
    await expect(connecting).rejects.toMatchObject({ name: 'UserRejectedRequestError' })
    expect(getConnection(config).status).toBe('disconnected')
  })

  it('connect opens the Portkit modal and resolves when the visitor connects there', async () => {
    const connecting = connect(config, { connector: portkitConnectorOf(config) })
    await settled()
    expect(host.portkit.state.isOpen.value).toBe(true)
    // The visitor picks the wallet in the modal.
    await host.portkit.connection.connect(host.portkit.state.connectors.value[0]!)
    expect(await connecting).toMatchObject({ accounts: [account], chainId: 31337 })
    expect(getConnection(config)).toMatchObject({ status: 'connected', address: account, chainId: 31337 })
  })

  it('signMessage through wagmi: personal_sign by the Portkit account, verifiable with viem', async () => {
    const signature = await signMessage(config, { message: 'Sign in through wagmi' })
    expect(host.wallet.methods).toContain('personal_sign')
    expect(await verifyMessage({ address: account, message: 'Sign in through wagmi', signature })).toBe(true)
  })

  it('sendTransaction + waitForTransactionReceipt through wagmi: success, and the value moved', async () => {
    const before = await balanceOf(to)
    const hash = await sendTransaction(config, { to, value: parseEther('0.01') })
    expect((await waitForTransactionReceipt(config, { hash })).status).toBe('success')
    expect(await balanceOf(to)).toBe(before + parseEther('0.01'))
  })

  it("sendCalls through wagmi (experimental_fallback): a wallet's 4200 to wallet_sendCalls gets the calls one by one", async () => {
    const before = await balanceOf(to)
    host.wallet.methods.length = 0
    const { id } = await sendCalls(config, {
      calls: [
        { to, value: parseEther('0.001') },
        { to, value: parseEther('0.002') },
      ],
      experimental_fallback: true,
    })
    expect(host.wallet.methods.filter((method) => method.startsWith('wallet_sendCalls'))).toHaveLength(1)
    expect(host.wallet.methods.filter((method) => method === 'eth_sendTransaction')).toHaveLength(2)
    const status = await waitForCallsStatus(config, { id })
    expect(status.receipts?.map((receipt) => receipt.status)).toEqual(['success', 'success'])
    expect(await balanceOf(to)).toBe(before + parseEther('0.003'))
  })

  it('wagmi switchChain switches the Portkit network (and the wallet)', async () => {
    const chain = await switchChain(config, { chainId: 31338 })
    expect(chain.id).toBe(31338)
    expect(host.wallet.methods).toContain('wallet_switchEthereumChain')
    expect(host.portkit.state.activeCaipNetwork.value?.caipNetworkId).toBe('eip155:31338')
    expect(getConnection(config).chainId).toBe(31338)
  })

  it('a Portkit switch reaches wagmi', async () => {
    for (const chainId of [31338, 31337]) {
      await host.portkit.network.switchNetwork(`eip155:${chainId}`)
      expect(getConnection(config).chainId).toBe(chainId)
    }
  })

  it('a Portkit disconnect disconnects wagmi', async () => {
    await host.portkit.connection.disconnect('eip155')
    expect(portkitChain()?.status).toBe('disconnected')
    expect(getConnection(config).status).toBe('disconnected')
  })

  it('a connect made in the Portkit modal alone reaches wagmi', async () => {
    await host.portkit.connection.connect(host.portkit.state.connectors.value[0]!)
    await settled()
    expect(getConnection(config)).toMatchObject({ status: 'connected', address: account })
  })

  it('a wagmi disconnect disconnects Portkit', async () => {
    await disconnect(config)
    expect(getConnection(config).status).toBe('disconnected')
    expect(portkitChain()?.status).toBe('disconnected')
  })

  it("the bare connector in the host's own createConfig follows a connect made in the Portkit modal", async () => {
    const own = createConfig({
      chains: [toViemChain(networksAt(host.anvil.rpcUrl)[0])],
      transports: { 31337: http(host.anvil.rpcUrl) },
      connectors: [portkitConnector(host.portkit)],
      storage: null,
    })
    await host.portkit.connection.connect(host.portkit.state.connectors.value[0]!)
    expect(getConnection(own)).toMatchObject({ status: 'connected', address: account, chainId: 31337 })
    await host.portkit.connection.disconnect('eip155')
    expect(getConnection(own).status).toBe('disconnected')
  })

  it('a config made while Portkit is already connected (a restored session) reconnects to it', async () => {
    await host.portkit.connection.connect(host.portkit.state.connectors.value[0]!)
    const restored = createPortkitWagmiConfig(host.portkit)
    await settled()
    expect(getConnection(restored)).toMatchObject({ status: 'connected', address: account, chainId: 31337 })
  })
})
