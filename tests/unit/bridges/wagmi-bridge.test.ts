import { parseEther, verifyMessage, type Address } from 'viem'
import {
  connect,
  disconnect,
  getConnection,
  sendTransaction,
  signMessage,
  switchChain,
  waitForTransactionReceipt,
} from 'wagmi/actions'
import { createConfig, http, type Config } from 'wagmi'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, testAccounts, type AnvilNode } from '../../../devnet/index.ts'
import {
  createPortkitWagmiConfig,
  PORTKIT_CONNECTOR_ID,
  portkitConnector,
  toViemChain,
} from '../../../runtime/bridges/wagmi/index.ts'
import type { Portkit } from '../../../runtime/create-portkit.ts'
import {
  connectedPortkit,
  jsonRpc,
  networksAt,
  recordingWallet,
  type RecordingWallet,
} from '../../support/host-wallet.ts'

// Issue 11 item 5: wagmi's own actions work through the Portkit connection, and the two stay in sync
// both ways (a Portkit disconnect or switch reaches wagmi; a wagmi switch or disconnect reaches Portkit).

const [sender, receiver] = testAccounts(2)
let anvil: AnvilNode
let wallet: RecordingWallet
let portkit: Portkit
let config: Config
const account = () => sender!.address as Address
const to = () => receiver!.address as Address
const portkitConnectorOf = (wagmi: Config) =>
  wagmi.connectors.find((candidate) => candidate.id === PORTKIT_CONNECTOR_ID)!
const portkitChain = () => portkit.state.chains.value.eip155
const balanceOf = async (address: string) =>
  BigInt((await jsonRpc(anvil.rpcUrl, 'eth_getBalance', [address, 'latest'])) as string)
/** Lets wagmi's store settle where it updates after a promise (the connect action, a reconnect). */
const settled = () => new Promise((resolve) => setTimeout(resolve, 20))

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  wallet = recordingWallet({ address: sender!.address, chainId: 31337, rpcUrl: anvil.rpcUrl })
  // An honest wallet: a switch changes its chain and says so.
  wallet.answers.wallet_switchEthereumChain = (params) => {
    const [{ chainId }] = params as [{ chainId: string }]
    wallet.chainId = Number(chainId)
    wallet.emit('chainChanged', chainId)
    return null
  }
  portkit = await connectedPortkit(wallet.provider, networksAt(anvil.rpcUrl))
  await portkit.connection.disconnect('eip155')
  config = createPortkitWagmiConfig(portkit)
})
afterAll(async () => {
  portkit?.stop()
  await anvil?.stop()
})

describe('wagmi bridge (wagmi 3)', () => {
  it('the config has the Portkit eip155 networks and the Portkit connector', () => {
    expect(config.chains.map((chain) => chain.id)).toEqual([31337, 31338])
    expect(config.chains[0].rpcUrls.default.http).toEqual([anvil.rpcUrl])
    expect(config.connectors.map((connector) => connector.id)).toEqual([PORTKIT_CONNECTOR_ID])
  })

  it('connect rejects as a user rejection when the visitor closes the modal without connecting', async () => {
    const connecting = connect(config, { connector: portkitConnectorOf(config) })
    await settled()
    expect(portkit.state.isOpen.value).toBe(true)
    portkit.modal.close()
    await expect(connecting).rejects.toMatchObject({ name: 'UserRejectedRequestError' })
    expect(getConnection(config).status).toBe('disconnected')
  })

  it('connect opens the Portkit modal and resolves when the visitor connects there', async () => {
    const connecting = connect(config, { connector: portkitConnectorOf(config) })
    await settled()
    expect(portkit.state.isOpen.value).toBe(true)
    // The visitor picks the wallet in the modal.
    await portkit.connection.connect(portkit.state.connectors.value[0]!)
    expect(await connecting).toMatchObject({ accounts: [account()], chainId: 31337 })
    expect(getConnection(config)).toMatchObject({ status: 'connected', address: account(), chainId: 31337 })
  })

  it('signMessage through wagmi: personal_sign by the Portkit account, verifiable with viem', async () => {
    const signature = await signMessage(config, { message: 'Sign in through wagmi' })
    expect(wallet.methods).toContain('personal_sign')
    expect(await verifyMessage({ address: account(), message: 'Sign in through wagmi', signature })).toBe(
      true,
    )
  })

  it('sendTransaction + waitForTransactionReceipt through wagmi: success, and the value moved', async () => {
    const before = await balanceOf(to())
    const hash = await sendTransaction(config, { to: to(), value: parseEther('0.01') })
    expect((await waitForTransactionReceipt(config, { hash })).status).toBe('success')
    expect(await balanceOf(to())).toBe(before + parseEther('0.01'))
  })

  it('wagmi switchChain switches the Portkit network (and the wallet)', async () => {
    const chain = await switchChain(config, { chainId: 31338 })
    expect(chain.id).toBe(31338)
    expect(wallet.methods).toContain('wallet_switchEthereumChain')
    expect(portkit.state.activeCaipNetwork.value?.caipNetworkId).toBe('eip155:31338')
    expect(getConnection(config).chainId).toBe(31338)
  })

  it('a Portkit switch reaches wagmi', async () => {
    for (const chainId of [31338, 31337]) {
      await portkit.network.switchNetwork(`eip155:${chainId}`)
      expect(getConnection(config).chainId).toBe(chainId)
    }
  })

  it('a Portkit disconnect disconnects wagmi', async () => {
    await portkit.connection.disconnect('eip155')
    expect(portkitChain()?.status).toBe('disconnected')
    expect(getConnection(config).status).toBe('disconnected')
  })

  it('a connect made in the Portkit modal alone reaches wagmi', async () => {
    await portkit.connection.connect(portkit.state.connectors.value[0]!)
    await settled()
    expect(getConnection(config)).toMatchObject({ status: 'connected', address: account() })
  })

  it('a wagmi disconnect disconnects Portkit', async () => {
    await disconnect(config)
    expect(getConnection(config).status).toBe('disconnected')
    expect(portkitChain()?.status).toBe('disconnected')
  })

  it("the bare connector in the host's own createConfig follows a connect made in the Portkit modal", async () => {
    const own = createConfig({
      chains: [toViemChain(networksAt(anvil.rpcUrl)[0])],
      transports: { 31337: http(anvil.rpcUrl) },
      connectors: [portkitConnector(portkit)],
      storage: null,
    })
    await portkit.connection.connect(portkit.state.connectors.value[0]!)
    expect(getConnection(own)).toMatchObject({ status: 'connected', address: account(), chainId: 31337 })
    await portkit.connection.disconnect('eip155')
    expect(getConnection(own).status).toBe('disconnected')
  })

  it('a config made while Portkit is already connected (a restored session) reconnects to it', async () => {
    await portkit.connection.connect(portkit.state.connectors.value[0]!)
    const restored = createPortkitWagmiConfig(portkit)
    await settled()
    expect(getConnection(restored)).toMatchObject({ status: 'connected', address: account(), chainId: 31337 })
  })
})
