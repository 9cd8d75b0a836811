import { parseEther, verifyMessage, verifyTypedData, type Address } from 'viem'
import { getChainId } from 'viem/actions'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, testAccounts, type AnvilNode } from '../../../devnet/index.ts'
import { fixtureTokenArtifact } from '../../../devnet/contracts/fixture-token.artifact.ts'
import {
  estimateGas,
  getBalance,
  getPublicClient,
  getWalletClient,
  getWalletInfo,
  readContract,
  sendTransaction,
  signMessage,
  signTypedData,
  switchNetwork,
  waitForReceipt,
  writeContract,
} from '../../../runtime/controllers/actions/index.ts'
import type { Portkit } from '../../../runtime/create-portkit.ts'
import { deployFixtureToken } from '../../support/anvil-contracts.ts'
import {
  connectedPortkit,
  jsonRpc,
  networksAt,
  recordingWallet,
  type RecordingWallet,
} from '../../support/host-wallet.ts'

// Issue 11: the host actions do what they say against a real anvil, through the eip155 adapter and a
// wallet that forwards to the node (anvil signs for its unlocked accounts).

const [sender, receiver] = testAccounts(2)
let anvil: AnvilNode
let token: Address
let wallet: RecordingWallet
let portkit: Portkit
const account = () => sender!.address as Address
const to = () => receiver!.address as Address

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  token = await deployFixtureToken(anvil.rpcUrl, sender!.address, parseEther('100'))
  wallet = recordingWallet({ address: sender!.address, chainId: 31337, rpcUrl: anvil.rpcUrl })
  portkit = await connectedPortkit(wallet.provider, networksAt(anvil.rpcUrl))
})
afterAll(async () => {
  portkit?.stop()
  await anvil?.stop()
})

const nativeBalance = async (address: string) =>
  BigInt((await jsonRpc(anvil.rpcUrl, 'eth_getBalance', [address, 'latest'])) as string)

describe('host actions (eip155)', () => {
  it('signMessage: personal_sign by the connected account, verifiable with viem', async () => {
    const signature = await signMessage(portkit, { message: 'Sign in to the Portkit demo' })
    expect(wallet.methods).toContain('personal_sign')
    expect(
      await verifyMessage({ address: account(), message: 'Sign in to the Portkit demo', signature }),
    ).toBe(true)
  })

  it('signTypedData: eth_signTypedData_v4, verifiable with viem', async () => {
    const typedData = {
      domain: { name: 'Portkit', version: '1', chainId: 31337 },
      types: {
        Mail: [
          { name: 'to', type: 'address' },
          { name: 'contents', type: 'string' },
        ],
      },
      primaryType: 'Mail',
      message: { to: to(), contents: 'hello' },
    } as const
    const signature = await signTypedData(portkit, typedData)
    expect(await verifyTypedData({ address: account(), ...typedData, signature })).toBe(true)
  })

  it('sendTransaction then waitForReceipt: success, and the value moved', async () => {
    const before = await nativeBalance(to())
    const hash = await sendTransaction(portkit, { to: to(), value: parseEther('0.01') })
    expect(await waitForReceipt(portkit, { hash })).toEqual({ hash, status: 'success' })
    expect(await nativeBalance(to())).toBe(before + parseEther('0.01'))
  })

  it('estimateGas: a plain transfer is 21 000 gas', async () => {
    expect(await estimateGas(portkit, { to: to(), value: 1n })).toBe(21_000n)
  })

  it('writeContract then readContract: an ERC20 transfer, read back with balanceOf', async () => {
    const contract = { address: token, abi: fixtureTokenArtifact.abi } as const
    const hash = await writeContract(portkit, { ...contract, functionName: 'transfer', args: [to(), 5n] })
    await waitForReceipt(portkit, { hash })
    expect(await readContract(portkit, { ...contract, functionName: 'balanceOf', args: [to()] })).toBe(5n)
  })

  it('getBalance: native by default, a token with its decimals and symbol', async () => {
    const native = await getBalance(portkit)
    expect(native).toMatchObject({ decimals: 18, symbol: 'ETH', value: await nativeBalance(account()) })
    expect(await getBalance(portkit, { token, address: to() })).toEqual({
      value: 5n,
      decimals: 18,
      symbol: 'PUSD',
      formatted: '0.000000000000000005',
    })
  })

  it('getWalletClient and getPublicClient: viem clients for the account and the active network', async () => {
    const walletClient = await getWalletClient(portkit)
    expect(walletClient.account.address).toBe(account())
    expect(walletClient.chain.id).toBe(31337)
    expect(await getChainId(await getPublicClient(portkit))).toBe(31337)
  })

  it('getWalletInfo: the connected wallet', () => {
    expect(getWalletInfo(portkit)).toEqual({
      name: 'Test Wallet',
      icon: undefined,
      type: 'ANNOUNCED',
      rdns: undefined,
    })
  })

  it('switchNetwork: the wallet switches and the active network follows', async () => {
    wallet.answers.wallet_switchEthereumChain = () => null
    await switchNetwork(portkit, { caipNetworkId: 'eip155:31338' })
    expect(wallet.methods).toContain('wallet_switchEthereumChain')
    expect(portkit.state.activeCaipNetwork.value?.caipNetworkId).toBe('eip155:31338')
  })
})
