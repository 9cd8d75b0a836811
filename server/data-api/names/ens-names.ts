import type { Address } from 'viem'
import { getEnsAddress, getEnsName, getEnsText } from 'viem/actions'
import { isNormalizedEnsName } from '../../../runtime/core/validation/ens-normalize.ts'
import { fromNode } from '../node-read.ts'
import { avatarImage } from './avatar-image.ts'
import type { ServedChain } from '../served-chain.ts'
import type { NameRecord } from './name-store.ts'

/** SLIP-44 coin type of Ethereum: what ENS addresses records for EVM accounts by (ENSIP-9). */
export const ENS_ETH_COIN_TYPE = 60

/** An address's ENS primary name and its avatar, as the identity endpoint answers them. */
export interface EnsIdentity {
  name: string
  /** The avatar record, with an NFT record (eip155:…) already read to its image URL; null without one. */
  avatar: string | null
}

/**
 * The ENS name as a reverse-lookup record: the address under Ethereum's coin type (the resolver checked it
 * resolves there) and the avatar. ENS resolvers keep no registration times, so the record has none.
 */
export function ensNameRecord(address: Address, { name, avatar }: EnsIdentity): NameRecord {
  return {
    name,
    source: 'ens',
    addresses: { [String(ENS_ETH_COIN_TYPE)]: { address } },
    attributes: avatar ? { avatar } : {},
  }
}

/** The served chains ENS names are read on (those with `ensUniversalResolver`), in configured order. */
export function ensChains(chains: ServedChain[]): (ServedChain & { ensUniversalResolver: Address })[] {
  return chains.filter((chain): chain is ServedChain & { ensUniversalResolver: Address } =>
    Boolean(chain.ensUniversalResolver),
  )
}

/**
 * The address's primary name on the first ENS chain that has one, through the Universal Resolver: its
 * `reverse` checks that the name resolves back to the address (forward), and reads offchain names with
 * CCIP-Read. A name that is not ENSIP-15 normalised is not answered (it could pose as another). A node that
 * does not answer is a 502 naming the chain.
 */
export async function readEnsIdentity(
  chains: ServedChain[],
  address: Address,
): Promise<EnsIdentity | undefined> {
  for (const chain of ensChains(chains)) {
    const universalResolverAddress = chain.ensUniversalResolver
    const name = await fromNode(chain, 'ENS read', () =>
      getEnsName(chain.client, { address, universalResolverAddress }),
    )
    if (!name || !isNormalizedEnsName(name)) continue
    const record = await fromNode(chain, 'ENS read', () =>
      getEnsText(chain.client, { name, key: 'avatar', universalResolverAddress }),
    )
    return { name, avatar: record ? await avatarImage(chains, record) : null }
  }
  return undefined
}

/**
 * Forward: the address `name` resolves to (Ethereum's coin type) on the first ENS chain where it resolves,
 * as a record with its avatar; undefined where it resolves nowhere. Only ENSIP-15 normalised names are asked.
 */
export async function readEnsNameRecord(
  chains: ServedChain[],
  name: string,
): Promise<NameRecord | undefined> {
  if (!isNormalizedEnsName(name)) return undefined
  for (const chain of ensChains(chains)) {
    const universalResolverAddress = chain.ensUniversalResolver
    const address = await fromNode(chain, 'ENS read', () =>
      getEnsAddress(chain.client, { name, universalResolverAddress }),
    )
    if (!address) continue
    const record = await fromNode(chain, 'ENS read', () =>
      getEnsText(chain.client, { name, key: 'avatar', universalResolverAddress }),
    )
    return ensNameRecord(address, { name, avatar: record ? await avatarImage(chains, record) : null })
  }
  return undefined
}
