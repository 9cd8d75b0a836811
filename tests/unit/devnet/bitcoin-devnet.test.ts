import { Transaction } from '@scure/btc-signer'
import { Verifier } from 'bip322-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEVNET_BITCOIN } from '../../../devnet/bitcoin/bitcoin-part.ts'
import { bitcoinTestAccounts, bitcoinTestKeys } from '../../../devnet/bitcoin/bitcoin-accounts.ts'
import { FIXTURE_OUTPUT_SATS } from '../../../devnet/bitcoin/regtest-ledger.ts'
import { startBitcoinApi, type BitcoinApi } from '../../../devnet/bitcoin/start-bitcoin.ts'
import { buildTransfer, finalizeSigned } from '../../../runtime/adapters/bip122/bip122-chain.ts'
import { broadcast, getTransactionStatus, getUtxos } from '../../../runtime/adapters/bip122/esplora-api.ts'
import { devnetBitcoin } from '../../../runtime/networks/index.ts'
import { signBip322 } from '../../support/bitcoin-signing.ts'

// The devnet's regtest ledger behind its Esplora-style API, driven by the bip122 adapter's own chain code
// (PSBT from the unspent outputs) and signed the way the test wallet signs (@scure/btc-signer).
describe('devnet Bitcoin ledger', () => {
  let api: BitcoinApi
  const accounts = bitcoinTestAccounts()
  const keys = bitcoinTestKeys()
  const network = devnetBitcoin

  beforeAll(async () => {
    api = await startBitcoinApi()
  })
  afterAll(() => api.stop())

  /** The adapter's PSBT for `amount` sats from account `from`, signed by its key (all inputs). */
  async function signedTransfer(from: number, to: string, amount: bigint, taproot = false) {
    const sender = accounts[from]!
    const address = taproot ? sender.taprootAddress : sender.address
    const unsigned = await buildTransfer(
      api.url,
      network,
      { from: address, to, amount, token: undefined },
      sender.publicKey,
    )
    const tx = Transaction.fromPSBT(unsigned!.psbt)
    for (const index of unsigned!.signingIndexes) tx.signIdx(keys[from]!, index)
    return { unsigned: unsigned!, hex: finalizeSigned(tx.toPSBT()) }
  }

  it('names the regtest chain of the runtime network and funds both addresses of each key', async () => {
    expect(DEVNET_BITCOIN.caipNetworkId).toBe(devnetBitcoin.caipNetworkId)
    expect(DEVNET_BITCOIN.name).toBe(devnetBitcoin.name)
    for (const address of [accounts[0]!.address, accounts[0]!.taprootAddress]) {
      const values = (await getUtxos(api.url, address)).map((utxo) => BigInt(utxo.value))
      expect(values).toEqual([...FIXTURE_OUTPUT_SATS])
    }
    expect(accounts[0]!.address).toMatch(/^bcrt1q/)
    expect(accounts[0]!.taprootAddress).toMatch(/^bcrt1p/)
  })

  it('accepts a p2wpkh spend signed by the key: the receiver holds the amount, the change returns', async () => {
    const receiver = accounts[2]!.address
    const { unsigned, hex } = await signedTransfer(0, receiver, 30_000_000n)
    const txid = await broadcast(api.url, hex)
    expect(await getTransactionStatus(api.url, txid)).toEqual({ confirmed: true })
    expect((await getUtxos(api.url, receiver)).find((utxo) => utxo.txid === txid)?.value).toBe(30_000_000)
    const change = (await getUtxos(api.url, accounts[0]!.address)).find((utxo) => utxo.txid === txid)
    expect(BigInt(change!.value)).toBe(FIXTURE_OUTPUT_SATS[0] - 30_000_000n - unsigned.fee)
    expect(unsigned.feeRate).toBe(2n)
  })

  it('accepts a p2tr key-path spend (Schnorr)', async () => {
    const receiver = accounts[3]!.address
    const { hex } = await signedTransfer(1, receiver, 10_000_000n, true)
    const txid = await broadcast(api.url, hex)
    expect((await getUtxos(api.url, receiver)).some((utxo) => utxo.txid === txid)).toBe(true)
  })

  it('refuses a signature the key did not make, a spend of spent outputs and an overpaying one', async () => {
    const { hex } = await signedTransfer(2, accounts[0]!.address, 5_000_000n)
    // Flip one byte inside the first input's DER signature (witness data follows the outputs).
    const tx = Transaction.fromRaw(Buffer.from(hex, 'hex'), { allowUnknownOutputs: true })
    const signature = tx.getInput(0).finalScriptWitness![0]!
    const at = hex.indexOf(Buffer.from(signature).toString('hex')) + 20
    const forged = hex.slice(0, at) + (hex[at] === '0' ? '1' : '0') + hex.slice(at + 1)
    await expect(broadcast(api.url, forged)).rejects.toThrow(/input 0: the signature does not verify/)
    await broadcast(api.url, hex)
    await expect(broadcast(api.url, hex)).rejects.toThrow(/which is not unspent/)
    expect(
      await buildTransfer(
        api.url,
        network,
        { from: accounts[3]!.address, to: accounts[0]!.address, amount: 10n ** 12n, token: undefined },
        accounts[3]!.publicKey,
      ),
    ).toBeUndefined()
  })

  it("the test wallet's BIP-322 signatures verify with bip322-js (p2wpkh and p2tr)", () => {
    const message = new TextEncoder().encode('Portkit')
    const [mine, other] = accounts
    for (const [address, otherKeys] of [
      [mine!.address, other!.address],
      [mine!.taprootAddress, other!.taprootAddress],
    ] as const) {
      const signature = Buffer.from(signBip322(message, keys[0]!, address, 'bitcoin:regtest')).toString(
        'base64',
      )
      expect(Verifier.verifySignature(address, 'Portkit', signature)).toBe(true)
      expect(Verifier.verifySignature(otherKeys, 'Portkit', signature)).toBe(false)
      expect(Verifier.verifySignature(address, 'Portkit!', signature)).toBe(false)
    }
  })
})
