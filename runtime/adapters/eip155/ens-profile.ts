import type { Address, Chain, PublicClient, Transport } from 'viem'
import { getEnsAvatar, getEnsName } from 'viem/actions'
import type { ChainProfile } from '../../controllers/types.ts'
import { assertAddresses } from '../../core/validation/transaction-request.ts'
import { isNormalizedEnsName } from '../../core/validation/ens-normalize.ts'

/**
 * The account's ENS primary name and avatar through the network's Universal Resolver (viem's getEnsName
 * and getEnsAvatar, CCIP-Read on as viem's clients have it). The resolver checks the name resolves back
 * to the address; a name that is not ENSIP-15 normalised is not shown. The avatar record may be an https,
 * ipfs (through `ipfsGateway`) or NFT record (tokenURI, then its metadata's image); one that cannot be
 * read leaves the name without an avatar.
 */
export async function readEnsProfile(
  client: PublicClient<Transport, Chain>,
  account: string,
  ipfsGateway: string,
): Promise<ChainProfile | undefined> {
  assertAddresses(account)
  const address = account as Address
  if (!client.chain.contracts?.ensUniversalResolver) return undefined
  const name = await getEnsName(client, { address })
  if (!name || !isNormalizedEnsName(name)) return undefined
  const avatar = await getEnsAvatar(client, { name, assetGatewayUrls: { ipfs: ipfsGateway } }).catch(
    (error: unknown) => {
      console.warn('[portkit] ENS avatar record not read', error)
      return null
    },
  )
  return avatar ? { name, avatar } : { name }
}
