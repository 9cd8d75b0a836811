import { createHash } from 'node:crypto'
import { Address, OutScript, Transaction } from '@scure/btc-signer'
import type { BitcoinTestAccount } from './bitcoin-accounts.ts'
import { REGTEST_NETWORK } from './bitcoin-accounts.ts'
import type { SignatureChecks } from './curves.ts'
import { verifyTransaction } from './verify-transaction.ts'

/** An unspent output as Esplora's `/address/{address}/utxo` lists it. */
export interface LedgerUtxo {
  txid: string
  vout: number
  value: number
  status: { confirmed: true }
}

interface Output {
  address: string
  script: Uint8Array
  value: bigint
}

/** Satoshis each fixture output holds; every test account's two addresses get two of them. */
export const FIXTURE_OUTPUT_SATS = [100_000_000n, 50_000_000n] as const

/**
 * The regtest chain's state without a node: unspent outputs and accepted transactions. A transaction is
 * accepted when every input spends a known unspent output, every signature verifies against it, and it
 * pays no more than it spends; it is then final at once (no blocks, no mempool).
 */
export function createRegtestLedger(accounts: BitcoinTestAccount[], checks: SignatureChecks) {
  const unspent = new Map<string, Output>()
  const accepted = new Map<string, string>()
  const key = (txid: string, vout: number) => `${txid}:${vout}`

  // Fixture funding: one made-up transaction per address (its id from a fixed label), never spendable twice.
  for (const address of accounts.flatMap((account) => [account.address, account.taprootAddress])) {
    const txid = createHash('sha256').update(`portkit devnet bitcoin funding ${address}`).digest('hex')
    const script = OutScript.encode(Address(REGTEST_NETWORK).decode(address))
    FIXTURE_OUTPUT_SATS.forEach((value, vout) => unspent.set(key(txid, vout), { address, script, value }))
  }

  return {
    utxos(address: string): LedgerUtxo[] {
      return [...unspent]
        .filter(([, output]) => output.address === address)
        .map(([id, output]) => {
          const [txid, vout] = id.split(':')
          return { txid: txid!, vout: Number(vout), value: Number(output.value), status: { confirmed: true } }
        })
    },

    /** Accepts a raw transaction (hex); resolves with its txid, or throws saying why it is refused. */
    submit(hex: string): string {
      const tx = Transaction.fromRaw(Buffer.from(hex, 'hex'), { allowUnknownOutputs: true })
      const spent = Array.from({ length: tx.inputsLength }, (_, index) => {
        const input = tx.getInput(index)
        const id = key(Buffer.from(input.txid!).toString('hex'), input.index!)
        const output = unspent.get(id)
        if (!output) throw new Error(`input ${index} spends ${id}, which is not unspent`)
        return { id, output }
      })
      verifyTransaction(
        tx,
        spent.map(({ output }) => ({ script: output.script, amount: output.value })),
        checks,
      )
      const paid = Array.from({ length: tx.outputsLength }, (_, vout) => tx.getOutput(vout))
      const total = (values: bigint[]) => values.reduce((sum, value) => sum + value, 0n)
      if (total(paid.map((output) => output.amount!)) > total(spent.map(({ output }) => output.value)))
        throw new Error('the outputs pay more than the inputs spend')
      for (const { id } of spent) unspent.delete(id)
      paid.forEach((output, vout) => {
        const address = tx.getOutputAddress(vout, REGTEST_NETWORK)
        if (address) unspent.set(key(tx.id, vout), { address, script: output.script!, value: output.amount! })
      })
      accepted.set(tx.id, hex)
      return tx.id
    },

    /** An accepted transaction's raw hex. */
    transaction(txid: string): string | undefined {
      return accepted.get(txid)
    },
  }
}

export type RegtestLedger = ReturnType<typeof createRegtestLedger>
