import {
  createPublicClient,
  encodeDeployData,
  encodeFunctionData,
  parseEther,
  parseUnits,
  type Address,
} from 'viem'
import type { TestAccount } from '../accounts.ts'
import { deployPriceFeeds, type DevnetPriceFeeds } from './deploy-feeds.ts'
import type { UniswapV3Source } from '../../server/data-api/chain-source.ts'
import { deployUniswap } from './deploy-uniswap.ts'
import { fixtureTokenArtifact } from './fixture-token.artifact.ts'
import { sessionAccountArtifact } from './session-account.artifact.ts'
import { FIXTURE_TOKENS, type FixtureTokenSpec, type FixtureTokenSymbol } from './fixture-tokens.ts'
import { contractDeployer, createRawTxSender, type RawTxSender } from './raw-tx-sender.ts'
import { loadUniswapArtifacts } from './uniswap-artifacts.ts'
import { deployNftFixtures, type DeployedNftCollection } from './deploy-nfts.ts'
import { localChainTransport } from '../local-chain-transport.ts'

export interface DeployedToken extends FixtureTokenSpec {
  address: Address
}

export interface DeployedFixtures {
  chainId: number
  tokens: DeployedToken[]
  /** The Uniswap v3 the swaps go through; undefined when its packages are not installed (then no swaps). */
  uniswapV3: UniswapV3Source | undefined
  /** The Uniswap packages that were missing, when `uniswapV3` is undefined. */
  missingSwapPackages: string[]
  /** The code accounts delegate to (EIP-7702) for smart sessions; the test wallet's grants point here. */
  sessionAccount: Address
  /** The USD price feed of each priced currency, by symbol (the chain's own and the Solana chain's). */
  priceFeeds: DevnetPriceFeeds
  /** The NFT collections (ERC-721 Enumerable, ERC-1155, one spam), as the server lists them. */
  nftCollections: DeployedNftCollection[]
}

export interface DeployFixturesOptions {
  rpcUrl: string
  chainId: number
  /** Funded accounts that receive tokens and make the fixture transfers (at least 4). */
  accounts: TestAccount[]
  /** Funded account that deploys, mints and airdrops; kept apart so the test accounts' history stays short. */
  deployer: TestAccount
  /** The on-ramp provider's account: receives each token's `onrampReserve` to deliver purchases from. */
  onrampTreasury?: Address
}

const CALL_GAS = 200_000n
const TRANSFER_GAS = 21_000n

/** Who sends what to whom after minting, so every test account has history in and out. */
const FIXTURE_TRANSFERS: { from: number; to: number; symbol: FixtureTokenSymbol | 'ETH'; amount: string }[] =
  [
    { from: 0, to: 1, symbol: 'PUSD', amount: '25' },
    { from: 1, to: 2, symbol: 'PEUR', amount: '7.5' },
    { from: 1, to: 3, symbol: 'PTIX', amount: '3' },
    { from: 0, to: 1, symbol: 'ETH', amount: '1' },
    { from: 2, to: 0, symbol: 'ETH', amount: '0.5' },
  ]

/**
 * Deploys the fixture tokens on one fresh chain, mints, airdrops the spam token, makes the fixture transfers,
 * deploys the session account and price feeds, then Uniswap v3 with a pool per swappable token at the
 * feeds' starting prices. Deploying from the same fresh account on every chain gives every chain the same
 * contract addresses.
 */
export async function deployFixtures(options: DeployFixturesOptions): Promise<DeployedFixtures> {
  const { accounts, deployer, chainId } = options
  if (accounts.length < 4) throw new RangeError('deployFixtures needs at least 4 accounts')
  const client = createPublicClient({ transport: localChainTransport(options.rpcUrl) })
  const sender = createRawTxSender(client, chainId)

  const deploy = contractDeployer(sender, deployer)

  const tokens: DeployedToken[] = []
  for (const spec of FIXTURE_TOKENS) {
    const data = encodeDeployData({
      abi: fixtureTokenArtifact.abi,
      bytecode: fixtureTokenArtifact.bytecode,
      args: [spec.name, spec.symbol, spec.decimals],
    })
    tokens.push({ ...spec, address: await deploy(data) })
  }

  await fundAccounts(sender, deployer, accounts, tokens, options.onrampTreasury)
  for (const transfer of FIXTURE_TRANSFERS) {
    const from = accounts[transfer.from]!
    const to = accounts[transfer.to]!.address
    if (transfer.symbol === 'ETH') {
      await sender.send(from, { to, value: parseEther(transfer.amount), gas: TRANSFER_GAS })
      continue
    }
    const token = tokens.find((candidate) => candidate.symbol === transfer.symbol)!
    const value = parseUnits(transfer.amount, token.decimals)
    await sender.send(from, { to: token.address, data: erc20Call('transfer', to, value), gas: CALL_GAS })
  }
  const sessionAccount = await deploy(sessionAccountArtifact.bytecode)
  const priceFeeds = await deployPriceFeeds(deploy)
  // Last, so the addresses above do not depend on whether the Uniswap packages are installed.
  const uniswap = loadUniswapArtifacts()
  const uniswapV3 =
    'artifacts' in uniswap
      ? await deployUniswap(uniswap.artifacts, deploy, sender, deployer, tokens)
      : undefined
  const nftCollections = await deployNftFixtures(deploy, sender, deployer, accounts)
  await sender.confirmAll()
  const missingSwapPackages = 'missing' in uniswap ? uniswap.missing : []
  return { chainId, tokens, uniswapV3, missingSwapPackages, sessionAccount, priceFeeds, nftCollections }
}

async function fundAccounts(
  sender: RawTxSender,
  deployer: TestAccount,
  accounts: TestAccount[],
  tokens: DeployedToken[],
  onrampTreasury: Address | undefined,
): Promise<void> {
  for (const token of tokens) {
    const perAccount = parseUnits(String(token.perAccount), token.decimals)
    const send = (data: `0x${string}`) => sender.send(deployer, { to: token.address, data, gas: CALL_GAS })
    if (token.spam) {
      // Spam arrives as an unsolicited transfer from a stranger, not as a mint.
      await send(erc20Call('mint', deployer.address, perAccount * BigInt(accounts.length)))
      for (const account of accounts) await send(erc20Call('transfer', account.address, perAccount))
    } else {
      for (const account of accounts) await send(erc20Call('mint', account.address, perAccount))
    }
    if (onrampTreasury && token.onrampReserve > 0) {
      await send(erc20Call('mint', onrampTreasury, parseUnits(String(token.onrampReserve), token.decimals)))
    }
  }
}

function erc20Call(functionName: 'mint' | 'transfer', to: Address, value: bigint): `0x${string}` {
  return encodeFunctionData({ abi: fixtureTokenArtifact.abi, functionName, args: [to, value] })
}
