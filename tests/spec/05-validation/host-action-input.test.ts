import { erc20Abi, maxUint256, type Address } from 'viem'
import { describe, it } from 'vitest'
import {
  estimateGas,
  getBalance,
  getWalletClient,
  readContract,
  sendTransaction,
  signMessage,
  signTypedData,
  switchNetwork,
  writeContract,
} from '../../../runtime/controllers/actions/index.ts'
import {
  FeeCapTooHighError,
  FeeConflictError,
  InvalidAddressError,
  NetworkNotFoundError,
  NoActiveCaipAddressError,
  TipAboveFeeCapError,
} from '../../../runtime/core/errors.ts'
import { offlineHost } from '../../support/host-wallet.ts'

/**
 * Spec section 5, transaction checks, for every host action (issue 11): bad input is refused with the
 * catalogue's error before anything is asked: no wallet request, no RPC request. Spec section 8 gives the
 * texts (viem's library errors are the catalogue's, surfaced as they are).
 */

const TO = '0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb'
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

const host = offlineHost()
const { refused } = host

const invalid = (address: string) => `Address "${address}" is invalid.`
const FEE_CONFLICT =
  'Cannot specify both a `gasPrice` and a `maxFeePerGas`/`maxPriorityFeePerGas`.\nUse `maxFeePerGas`/`maxPriorityFeePerGas` for EIP-1559 compatible networks, and `gasPrice` for others.'
const FEE_CAP_TOO_HIGH =
  'The fee cap (`maxFeePerGas` = 115792089237316195423570985008687907853269984665640564039457584007913.129639936 gwei) cannot be higher than the maximum allowed value (2^256-1).'
const TIP_ABOVE_FEE_CAP =
  'The provided tip (`maxPriorityFeePerGas` = 0.000000002 gwei) cannot be higher than the fee cap (`maxFeePerGas` = 0.000000001 gwei).'

/** The fee fields of spec section 5, each with the catalogue class and text it is refused with. */
const BAD_FEES = [
  ['both gas price and fee cap', { gasPrice: 1n, maxFeePerGas: 2n }, FeeConflictError, FEE_CONFLICT],
  ['both gas price and tip', { gasPrice: 1n, maxPriorityFeePerGas: 1n }, FeeConflictError, FEE_CONFLICT],
  ['a fee cap above 2^256-1', { maxFeePerGas: maxUint256 + 1n }, FeeCapTooHighError, FEE_CAP_TOO_HIGH],
  [
    'a tip above the fee cap',
    { maxFeePerGas: 1n, maxPriorityFeePerGas: 2n },
    TipAboveFeeCapError,
    TIP_ABOVE_FEE_CAP,
  ],
] as const

describe('spec 5: transaction checks run before the wallet is asked', () => {
  describe('sendTransaction', () => {
    it.each(['0x123', '', 'not an address', `${TO.slice(0, -1)}X`])('refuses the recipient %j', (to) =>
      refused(
        sendTransaction(host.portkit, { to: to as Address, value: 1n }),
        InvalidAddressError,
        invalid(to),
      ),
    )
    it.each(BAD_FEES)('refuses %s', (_rule, fees, kind, text) =>
      refused(sendTransaction(host.portkit, { to: TO, value: 1n, ...fees }), kind, text),
    )
  })

  describe('estimateGas', () => {
    it('refuses an invalid recipient and an invalid sender', async () => {
      await refused(estimateGas(host.portkit, { to: '0x123' }), InvalidAddressError, invalid('0x123'))
      await refused(
        estimateGas(host.portkit, { to: TO, account: '0xnope' as Address }),
        InvalidAddressError,
        invalid('0xnope'),
      )
    })
    it.each(BAD_FEES)('refuses %s', (_rule, fees, kind, text) =>
      refused(estimateGas(host.portkit, { to: TO, ...fees }), kind, text),
    )
  })

  describe('writeContract', () => {
    const transfer = { abi: erc20Abi, functionName: 'transfer', args: [TO, 1n] } as const
    it('refuses an invalid contract address', () =>
      refused(
        writeContract(host.portkit, { ...transfer, address: '0x0000' }),
        InvalidAddressError,
        invalid('0x0000'),
      ))
    it.each(BAD_FEES)('refuses %s', (_rule, fees, kind, text) =>
      refused(writeContract(host.portkit, { ...transfer, address: TOKEN, ...fees }), kind, text),
    )
  })

  it('readContract refuses an invalid contract address', () =>
    refused(
      readContract(host.portkit, { abi: erc20Abi, address: '0xabc', functionName: 'balanceOf', args: [TO] }),
      InvalidAddressError,
      invalid('0xabc'),
    ))

  it('getBalance refuses an invalid account or token address', async () => {
    await refused(getBalance(host.portkit, { address: '0x12' }), InvalidAddressError, invalid('0x12'))
    await refused(getBalance(host.portkit, { token: 'PUSD' }), InvalidAddressError, invalid('PUSD'))
  })

  it('signTypedData refuses typed data whose address field is invalid', () =>
    refused(
      signTypedData(host.portkit, {
        domain: { name: 'Portkit', chainId: 31337 },
        types: { Mail: [{ name: 'to', type: 'address' }] },
        primaryType: 'Mail',
        message: { to: '0xnot' as Address },
      }),
      InvalidAddressError,
      invalid('0xnot'),
    ))

  it("switchNetwork refuses a network the config does not list: 'Network not found'", () =>
    refused(
      switchNetwork(host.portkit, { caipNetworkId: 'eip155:1' }),
      NetworkNotFoundError,
      'Network not found',
    ))
})

describe("spec 8: wallet actions while not connected are 'No ActiveCaipAddress found'", () => {
  it('every wallet action, and the wallet client, refuse without asking anything', async () => {
    await host.portkit.connection.disconnect()
    host.wallet.methods.length = 0
    host.rpc.requests.length = 0
    const text = 'No ActiveCaipAddress found'
    await refused(signMessage(host.portkit, { message: 'hi' }), NoActiveCaipAddressError, text)
    await refused(sendTransaction(host.portkit, { to: TO, value: 1n }), NoActiveCaipAddressError, text)
    await refused(
      writeContract(host.portkit, {
        abi: erc20Abi,
        address: TOKEN,
        functionName: 'transfer',
        args: [TO, 1n],
      }),
      NoActiveCaipAddressError,
      text,
    )
    await refused(estimateGas(host.portkit, { to: TO }), NoActiveCaipAddressError, text)
    await refused(getBalance(host.portkit), NoActiveCaipAddressError, text)
    await refused(getWalletClient(host.portkit), NoActiveCaipAddressError, text)
  })
})
