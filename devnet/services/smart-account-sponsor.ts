import {
  createPublicClient,
  createWalletClient,
  encodeDeployData,
  http,
  isAddress,
  isHex,
  type Address,
  type Hex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { TestAccount } from '../accounts.ts'
import { fixtureSmartAccountArtifact } from '../contracts/fixture-smart-account.artifact.ts'
import { fixtureSmartAccountFactoryArtifact } from '../contracts/fixture-smart-account-factory.artifact.ts'
import { badRequest } from '../../server/http/api-error.ts'
import type { SmartAccountSponsor } from '../../server/email-auth/smart-account-sponsor.ts'

/** One smart account per owner and chain: the factory's CREATE2 salt is fixed. */
const SALT = `0x${'00'.repeat(32)}` as const

export interface SponsoredChain {
  chainId: number
  rpcUrl: string
}

/**
 * The devnet's stand-in for a bundler and paymaster: deploys each embedded wallet's smart account
 * (FixtureSmartAccount through its factory) and relays the calls its owner signed, paying the gas from a
 * funded devnet account, so a smart account never needs gas of its own (spec section 5: never insufficient).
 * A chain's factory is deployed on its first smart account, not at devnet start: most runs never ask.
 */
export function createSmartAccountSponsor(
  chains: SponsoredChain[],
  sponsor: TestAccount,
): SmartAccountSponsor {
  const account = privateKeyToAccount(sponsor.privateKey)
  const sponsored = new Map(
    chains.map((chain) => {
      const transport = http(chain.rpcUrl, { retryCount: 0 })
      const reader = createPublicClient({ transport })
      const writer = createWalletClient({ account, transport })
      let factory: Promise<Address> | undefined
      const deployFactory = async () => {
        const hash = await writer.sendTransaction({
          chain: null,
          data: encodeDeployData({
            abi: fixtureSmartAccountFactoryArtifact.abi,
            bytecode: fixtureSmartAccountFactoryArtifact.bytecode,
          }),
        })
        return (await reader.waitForTransactionReceipt({ hash })).contractAddress!
      }
      // Deployed once, on the chain's first smart account; tried again after a failure.
      const factoryAddress = () =>
        (factory ??= deployFactory().catch((error: unknown) => {
          factory = undefined
          throw error
        }))
      return [chain.chainId, { reader, writer, factoryAddress }] as const
    }),
  )

  function on(chainId: unknown) {
    const found = sponsored.get(Number(chainId))
    if (!found) throw badRequest('chainId', 'Smart accounts are not enabled on this network')
    return found
  }

  async function mined(reader: ReturnType<typeof on>['reader'], hash: Hex): Promise<Hex> {
    const receipt = await reader.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw badRequest('transaction', 'The sponsored transaction reverted')
    return hash
  }

  /** The owner's account address (CREATE2, known before it exists) and whether it has code yet. */
  async function accountOf(body: {
    chainId?: unknown
    owner?: unknown
  }): Promise<{ address: Address; deployed: boolean }> {
    if (typeof body.owner !== 'string' || !isAddress(body.owner)) throw badRequest('owner', 'An address')
    const { reader, factoryAddress } = on(body.chainId)
    const address = await reader.readContract({
      address: await factoryAddress(),
      abi: fixtureSmartAccountFactoryArtifact.abi,
      functionName: 'addressOf',
      args: [body.owner, SALT],
    })
    return { address, deployed: (await reader.getCode({ address })) !== undefined }
  }

  return {
    /** The chain ids it sponsors (spec section 3: smartAccountEnabledNetworks). */
    enabledChainIds: () => [...sponsored.keys()],

    accountOf,

    /** The owner's account, deployed first when it has no code yet. */
    async ensureAccount(body: { chainId?: unknown; owner?: unknown }): Promise<{ address: Address }> {
      const { address, deployed } = await accountOf(body)
      const owner = body.owner as Address
      const { reader, writer, factoryAddress } = on(body.chainId)
      const factory = await factoryAddress()
      if (!deployed) {
        const { request } = await reader.simulateContract({
          account,
          address: factory,
          abi: fixtureSmartAccountFactoryArtifact.abi,
          functionName: 'deploy',
          args: [owner, SALT],
        })
        await mined(reader, await writer.writeContract({ ...request, chain: null }))
      }
      return { address }
    },

    /** Relays one call the owner signed for `execute`; the contract checks the signature. */
    async execute(body) {
      const { reader, writer } = on(body.chainId)
      if (typeof body.account !== 'string' || !isAddress(body.account))
        throw badRequest('account', 'An address')
      if (typeof body.to !== 'string' || !isAddress(body.to)) throw badRequest('to', 'An address')
      if (!isHex(body.data) || !isHex(body.signature) || !isHex(body.value))
        throw badRequest('call', 'value, data and signature are hex')
      const { request } = await reader.simulateContract({
        account,
        address: body.account,
        abi: fixtureSmartAccountArtifact.abi,
        functionName: 'execute',
        args: [body.to, BigInt(body.value), body.data, body.signature],
      })
      return { hash: await mined(reader, await writer.writeContract({ ...request, chain: null })) }
    },
  }
}
