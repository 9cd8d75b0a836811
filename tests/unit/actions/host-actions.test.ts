import { parseEther, verifyMessage, verifyTypedData } from 'viem'
import { getChainId } from 'viem/actions'
import { describe, expect, it } from 'vitest'
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
import { anvilHost } from '../../support/host-wallet.ts'

// Issue 11: the host actions do what they say against a real anvil, through the eip155 adapter and a
// wallet that forwards to the node (anvil signs for its unlocked accounts).

const host = anvilHost()
const { account, receiver: to, nativeBalance } = host

describe('host actions (eip155)', () => {
  it('signMessage: personal_sign by the connected account, verifiable with viem', async () => {
    const signature = await signMessage(host.portkit, { message: 'Sign in to the Portkit demo' })
    expect(host.wallet.methods).toContain('personal_sign')
    expect(await verifyMessage({ address: account, message: 'Sign in to the Portkit demo', signature })).toBe(
      true,
    )
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
      message: { to, contents: 'hello' },
    } as const
    const signature = await signTypedData(host.portkit, typedData)
    expect(await verifyTypedData({ address: account, ...typedData, signature })).toBe(true)
  })

  it('sendTransaction then waitForReceipt: success, and the value moved', async () => {
    const before = await nativeBalance(to)
    const hash = await sendTransaction(host.portkit, { to, value: parseEther('0.01') })
    expect(await waitForReceipt(host.portkit, { hash })).toEqual({ hash, status: 'success' })
    expect(await nativeBalance(to)).toBe(before + parseEther('0.01'))
  })

  it('estimateGas: a plain transfer is 21 000 gas', async () => {
    expect(await estimateGas(host.portkit, { to, value: 1n })).toBe(21_000n)
  })

  it('writeContract then readContract: an ERC20 transfer, read back with balanceOf', async () => {
    const contract = { address: host.token, abi: fixtureTokenArtifact.abi } as const
    const hash = await writeContract(host.portkit, { ...contract, functionName: 'transfer', args: [to, 5n] })
    await waitForReceipt(host.portkit, { hash })
    expect(await readContract(host.portkit, { ...contract, functionName: 'balanceOf', args: [to] })).toBe(5n)
  })

  it('getBalance: native by default, a token with its decimals and symbol', async () => {
    const native = await getBalance(host.portkit)
    expect(native).toMatchObject({ decimals: 18, symbol: 'ETH', value: await nativeBalance(account) })
    expect(await getBalance(host.portkit, { token: host.token, address: to })).toEqual({
      value: 5n,
      decimals: 18,
      symbol: 'PUSD',
      formatted: '0.000000000000000005',
    })
  })

  it('getWalletClient and getPublicClient: viem clients for the account and the active network', async () => {
    const walletClient = await getWalletClient(host.portkit)
    expect(walletClient.account.address).toBe(account)
    expect(walletClient.chain.id).toBe(31337)
    expect(await getChainId(await getPublicClient(host.portkit))).toBe(31337)
  })

  it('getWalletInfo: the connected wallet', () => {
    expect(getWalletInfo(host.portkit)).toEqual({
      name: 'Test Wallet',
      icon: undefined,
      type: 'ANNOUNCED',
      rdns: undefined,
    })
  })

  it('switchNetwork: the wallet switches and the active network follows', async () => {
    host.wallet.answers.wallet_switchEthereumChain = () => null
    await switchNetwork(host.portkit, { caipNetworkId: 'eip155:31338' })
    expect(host.wallet.methods).toContain('wallet_switchEthereumChain')
    expect(host.portkit.state.activeCaipNetwork.value?.caipNetworkId).toBe('eip155:31338')
  })
})
