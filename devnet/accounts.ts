import { bytesToHex, type Address, type Hex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'

/** The mnemonic anvil funds by default (10 accounts with 10 000 ETH each). Public: never use it for value. */
export const TEST_MNEMONIC = 'test test test test test test test test test test test junk'

/** How many accounts anvil funds from the mnemonic unless told otherwise (`--accounts`). */
export const FUNDED_ACCOUNT_COUNT = 10

export interface TestAccount {
  address: Address
  privateKey: Hex
}

// Derived once per process: each derivation runs the mnemonic's PBKDF2 (2048 rounds of SHA-512), and a
// devnet start asks for the accounts several times.
const derived: TestAccount[] = []

/** Derives the first `count` funded accounts (m/44'/60'/0'/0/i), the same ones anvil funds. */
export function testAccounts(count = 4): TestAccount[] {
  if (!Number.isInteger(count) || count < 1 || count > FUNDED_ACCOUNT_COUNT) {
    throw new RangeError(
      `testAccounts: count must be an integer from 1 to ${FUNDED_ACCOUNT_COUNT}, got ${count}`,
    )
  }
  return Array.from({ length: count }, (_, addressIndex) => ({
    ...(derived[addressIndex] ??= deriveTestAccount(addressIndex)),
  }))
}

function deriveTestAccount(addressIndex: number): TestAccount {
  const account = mnemonicToAccount(TEST_MNEMONIC, { addressIndex })
  const privateKey = account.getHdKey().privateKey
  if (!privateKey) throw new Error(`No private key derived for test account ${addressIndex}`)
  return { address: account.address, privateKey: bytesToHex(privateKey) }
}
