import { InvalidCoinTypeChainIdError } from '../errors.ts'

const EVM_COIN_TYPE_FLAG = 0x80000000

/**
 * Coin type for name registration: the chain id OR 0x80000000 (ENSIP-11). Ids at or above 0x80000000
 * cannot be flagged and are invalid. Unlike viem's `toCoinType`, chain 1 is not mapped to 60: the
 * registration service expects the flagged form for every chain.
 */
export function toRegistrationCoinType(chainId: number): number {
  if (!Number.isInteger(chainId) || chainId < 0 || chainId >= EVM_COIN_TYPE_FLAG) {
    throw new InvalidCoinTypeChainIdError(chainId)
  }
  return (EVM_COIN_TYPE_FLAG | chainId) >>> 0
}
