import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { PortkitError } from '../runtime/core/errors.ts'

/** What `portkit dev` and the test helpers publish for the generated dev config and for tests. */
export interface DevnetManifest {
  version: 1
  chains: DevnetManifestChain[]
  accounts: DevnetManifestAccount[]
  /** Base URLs of the other local parts, keyed by name (data API, relay, frame origin, mail catcher...). */
  services: Record<string, string>
  /** Fixture ERC20 tokens deployed at start, by CAIP-2 chain id. */
  tokens?: Record<string, DevnetManifestToken[]>
  /** Fixture NFT collections deployed at start (the server lists them, the spam one as spam), by CAIP-2 chain id. */
  nfts?: Record<string, DevnetManifestNftCollection[]>
  /** Fixture contracts other parts call (e.g. the test wallet's smart sessions), by CAIP-2 chain id. */
  contracts?: Record<string, DevnetManifestContracts>
  /** The Solana chain (litesvm) when it runs; its JSON-RPC URL is `services.solanaRpc` (ws:// on the same port). */
  solana?: DevnetManifestSolana
  /** The Bitcoin regtest ledger when it runs; its Esplora-style API is `services.bitcoinApi`. */
  bitcoin?: DevnetManifestBitcoin
  /** The social login stand-ins (`services.socialIdp`): one OpenID Connect issuer per provider name. */
  socialLogin?: DevnetManifestSocialLogin
  /** ENS on devnet Alpha (devnet/contracts/deploy-ens.ts): its contracts and the fixture names. */
  ens?: DevnetManifestEns
}

export interface DevnetManifestNftCollection {
  address: string
  standard: 'erc721' | 'erc1155'
  name: string
  symbol: string
  /** Listed to the server as spam: its tokens never show. */
  spam?: boolean
  /** ERC-1155: the token ids the server reads. */
  tokenIds?: string[]
}

export interface DevnetManifestEns {
  /** The chain ENS runs on, e.g. eip155:31337 (devnet Alpha). */
  caipNetworkId: string
  /** The ENSIP-1 registry. */
  registry: string
  /** The resolver holding every fixture record (addr, name, text). */
  resolver: string
  /** Where viem looks on mainnet (devnetAlpha.contracts.ensUniversalResolver), placed there with anvil_setCode. */
  universalResolver: string
  /** The ERC-721 behind the NFT avatar record. */
  avatarNft: string
  /** Names owned by funded accounts, each the account's primary name (reverse record) with an avatar. */
  names: DevnetManifestEnsName[]
}

export interface DevnetManifestEnsName {
  /** ENSIP-15 normalised, e.g. `portkit-alice.eth`. */
  name: string
  /** The account that owns the name, its addr record, and whose primary name it is. */
  address: string
  /** The `avatar` text record as written: an image URL, or an NFT reference `eip155:<chain>/erc721:<contract>/<id>`. */
  avatar: string
  /** The image URL the record resolves to (what viem's getEnsAvatar answers). */
  avatarUrl: string
}

export interface DevnetManifestBitcoin {
  caipNetworkId: string
  name: string
  /** Funded keys: payment (p2wpkh) and taproot addresses, hex private and compressed public keys. */
  accounts: { address: string; taprootAddress: string; privateKey: string; publicKey: string }[]
}

export interface DevnetManifestSolana {
  caipNetworkId: string
  name: string
  /** Funded keypairs: base58 public key and base58 64-byte secret key. */
  accounts: { address: string; secretKey: string }[]
  /** SPL fixture tokens minted to every funded account: base58 mint address, name, symbol, decimals. */
  tokens?: { address: string; name: string; symbol: string; decimals: number }[]
}

export interface DevnetManifestSocialLogin {
  /** The public client (PKCE, no secret) every issuer registers for the auth service. */
  clientId: string
  /** Issuer URL by provider name, e.g. `google` -> `http://127.0.0.1:4100/google`. */
  issuers: Record<string, string>
  /** The Farcaster sign-in relay stand-in's channel endpoint (POST opens a channel). */
  farcasterRelay: string
}

export interface DevnetManifestContracts {
  /** The session-permission code an account delegates to (EIP-7702) to grant smart sessions. */
  sessionAccount: string
  /** The chain's Uniswap v3 swaps go through; absent when its packages are not installed (no swaps). */
  uniswapV3?: DevnetManifestUniswapV3
}

export interface DevnetManifestUniswapV3 {
  factory: string
  quoterV2: string
  swapRouter02: string
  /** The wrapped native currency its pools hold. */
  weth: string
}

export interface DevnetManifestToken {
  address: string
  name: string
  symbol: string
  decimals: number
  /** The fixture spam token: its transfers are flagged in history. */
  spam: boolean
}

export interface DevnetManifestChain {
  chainId: number
  caipNetworkId: string
  name: string
  rpcUrl: string
}

export interface DevnetManifestAccount {
  address: string
  privateKey: string
}

/**
 * The package of litesvm's native build for this platform. The `litesvm` wrapper lists every platform's
 * build as optional, which the registry here serves only for linux-x64 (`npm ci` then fails on a fresh
 * clone), so the devnet loads the build itself (devnet/solana). Named here, beside the manifest's `solana`
 * part, for the generator's message when that part is missing; its raw-byte API needs no @solana/kit either.
 */
export const LITESVM_NATIVE_PACKAGE = 'litesvm-linux-x64-gnu'

/** The platforms litesvm publishes a (glibc) native build for, as its wrapper's optionalDependencies list them. */
const LITESVM_BUILDS = new Set(['darwin-x64', 'darwin-arm64', 'linux-x64', 'linux-arm64'])

/**
 * The package of litesvm's native build for a machine (`litesvm-darwin-arm64`, `litesvm-linux-x64-gnu`), which
 * the devnet loads itself; undefined where litesvm has none (Windows). Every build has the version this
 * repository installs of its own (LITESVM_NATIVE_PACKAGE).
 */
export function litesvmNativePackage(
  platform: string = process.platform,
  arch: string = process.arch,
): string | undefined {
  if (!LITESVM_BUILDS.has(`${platform}-${arch}`)) return undefined
  return `litesvm-${platform}-${arch}${platform === 'linux' ? '-gnu' : ''}`
}

/**
 * The packages the devnet's email login runs on (SMTP mail catcher, mail parsing, sending). They are not CLI
 * tools: an app installs them only once it uses email login, and the devnet starts email login (the
 * manifest's `secureFrame`, `emailAuth`, `mailCatcher`) only then. Named here for the generator's message.
 */
export const EMAIL_LOGIN_PACKAGES = ['smtp-server', 'mailparser', 'nodemailer'] as const

/**
 * The packages the devnet's social login runs on (the stand-in OpenID Connect providers, the auth service's
 * client of them), installed like EMAIL_LOGIN_PACKAGES only by an app with `features.socials`; the devnet
 * then starts the stand-ins (the manifest's `socialIdp` and `socialLogin`) beside email login.
 */
export const SOCIAL_LOGIN_PACKAGES = ['oidc-provider', 'openid-client'] as const

export class DevnetManifestError extends PortkitError {
  override name = 'DevnetManifestError'
}

export function manifestPath(appDir: string): string {
  return join(appDir, '.portkit', 'devnet.json')
}

/** Writes to a temp file then renames it, so readers never see a half-written manifest. */
export function writeManifest(appDir: string, manifest: DevnetManifest): string {
  const path = manifestPath(appDir)
  validateManifest(manifest, path)
  mkdirSync(join(appDir, '.portkit'), { recursive: true })
  const temp = `${path}.${process.pid}.${Date.now()}.tmp`
  try {
    writeFileSync(temp, `${JSON.stringify(manifest, null, 2)}\n`)
    renameSync(temp, path)
  } catch (error) {
    rmSync(temp, { force: true })
    throw error
  }
  return path
}

/** The manifest in `appDir`, or undefined when there is none (devnet not running). */
export function readManifest(appDir: string): DevnetManifest | undefined {
  const path = manifestPath(appDir)
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (error) {
    throw new DevnetManifestError(`${path} is not valid JSON: ${(error as Error).message}`, { cause: error })
  }
  validateManifest(data, path)
  return data
}

export function removeManifest(appDir: string): void {
  rmSync(manifestPath(appDir), { force: true })
}

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/
const HEX_PRIVATE_KEY = /^0x[0-9a-fA-F]{64}$/
/** CAIP-2's own grammar: `namespace:reference`. */
const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/

/** Checks the shape field by field so the error names the exact field that is wrong. */
export function validateManifest(data: unknown, source = 'devnet manifest'): asserts data is DevnetManifest {
  const fail = (field: string, rule: string): never => {
    throw new DevnetManifestError(`${source}: ${field} ${rule}`)
  }
  if (!isRecord(data)) return fail('the top level', 'must be an object')
  if (data.version !== 1) fail('version', `must be 1, got ${JSON.stringify(data.version)}`)
  if (!Array.isArray(data.chains)) fail('chains', 'must be an array')
  ;(data.chains as unknown[]).forEach((chain, i) => {
    if (!isRecord(chain)) return fail(`chains[${i}]`, 'must be an object')
    if (!Number.isInteger(chain.chainId) || (chain.chainId as number) < 1) {
      fail(`chains[${i}].chainId`, 'must be a positive integer')
    }
    if (typeof chain.caipNetworkId !== 'string' || !CAIP2.test(chain.caipNetworkId)) {
      fail(`chains[${i}].caipNetworkId`, 'must be a CAIP-2 id such as eip155:31337')
    }
    if (typeof chain.name !== 'string' || !chain.name) fail(`chains[${i}].name`, 'must be a non-empty string')
    if (!isHttpUrl(chain.rpcUrl)) fail(`chains[${i}].rpcUrl`, 'must be an http(s) URL')
  })
  if (!Array.isArray(data.accounts)) fail('accounts', 'must be an array')
  ;(data.accounts as unknown[]).forEach((account, i) => {
    if (!isRecord(account)) return fail(`accounts[${i}]`, 'must be an object')
    if (typeof account.address !== 'string' || !HEX_ADDRESS.test(account.address)) {
      fail(`accounts[${i}].address`, 'must be a 0x-prefixed 20-byte hex address')
    }
    if (typeof account.privateKey !== 'string' || !HEX_PRIVATE_KEY.test(account.privateKey)) {
      fail(`accounts[${i}].privateKey`, 'must be a 0x-prefixed 32-byte hex key')
    }
  })
  if (!isRecord(data.services)) fail('services', 'must be an object')
  for (const [name, url] of Object.entries(data.services as Record<string, unknown>)) {
    if (typeof url !== 'string' || url === '') fail(`services.${name}`, 'must be a non-empty string')
  }
  const relay = (data.services as Record<string, unknown>).walletConnectRelay
  // Every service is a non-empty string by now.
  if (typeof relay === 'string' && !/^wss?:\/\/[^/\s]+/.test(relay)) {
    fail('services.walletConnectRelay', 'must be a ws(s) URL')
  }
  if (data.tokens !== undefined) {
    if (!isRecord(data.tokens)) fail('tokens', 'must be an object keyed by CAIP-2 chain id')
    for (const [chain, tokens] of Object.entries(data.tokens as Record<string, unknown>)) {
      if (!CAIP2.test(chain)) fail(`tokens.${chain}`, 'must be keyed by a CAIP-2 id such as eip155:31337')
      if (!Array.isArray(tokens)) fail(`tokens.${chain}`, 'must be an array')
      ;(tokens as unknown[]).forEach((token, i) => {
        const at = `tokens.${chain}[${i}]`
        if (!isRecord(token)) return fail(at, 'must be an object')
        if (typeof token.address !== 'string' || !HEX_ADDRESS.test(token.address)) {
          fail(`${at}.address`, 'must be a 0x-prefixed 20-byte hex address')
        }
        if (typeof token.symbol !== 'string' || typeof token.name !== 'string') {
          fail(at, 'must have a string name and symbol')
        }
        if (!Number.isInteger(token.decimals)) fail(`${at}.decimals`, 'must be an integer')
        if (typeof token.spam !== 'boolean') fail(`${at}.spam`, 'must be a boolean')
      })
    }
  }
  if (data.nfts !== undefined) validateNfts(data.nfts, fail)
  if (data.contracts !== undefined) {
    if (!isRecord(data.contracts)) fail('contracts', 'must be an object keyed by CAIP-2 chain id')
    for (const [chain, contracts] of Object.entries(data.contracts as Record<string, unknown>)) {
      if (!CAIP2.test(chain)) fail(`contracts.${chain}`, 'must be keyed by a CAIP-2 id such as eip155:31337')
      if (!isRecord(contracts)) return fail(`contracts.${chain}`, 'must be an object')
      if (typeof contracts.sessionAccount !== 'string' || !HEX_ADDRESS.test(contracts.sessionAccount)) {
        fail(`contracts.${chain}.sessionAccount`, 'must be a 0x-prefixed 20-byte hex address')
      }
      if (contracts.uniswapV3 !== undefined) {
        validateUniswapV3(contracts.uniswapV3, `contracts.${chain}.uniswapV3`, fail)
      }
    }
  }
  if (data.socialLogin !== undefined) {
    const social = data.socialLogin
    if (!isRecord(social)) return fail('socialLogin', 'must be an object')
    if (typeof social.clientId !== 'string' || social.clientId === '') {
      fail('socialLogin.clientId', 'must be a non-empty string')
    }
    if (!isRecord(social.issuers))
      return fail('socialLogin.issuers', 'must be an object keyed by provider name')
    for (const [provider, issuer] of Object.entries(social.issuers)) {
      if (!isHttpUrl(issuer)) fail(`socialLogin.issuers.${provider}`, 'must be an http(s) URL')
    }
    if (!isHttpUrl(social.farcasterRelay)) fail('socialLogin.farcasterRelay', 'must be an http(s) URL')
  }
  if (data.ens !== undefined) validateEns(data.ens, fail)
  if (data.solana !== undefined) validateSolana(data.solana, fail)
  if (data.bitcoin !== undefined) validateBitcoin(data.bitcoin, fail)
}

const HEX = /^[0-9a-f]+$/

function validateNfts(nfts: unknown, fail: (field: string, rule: string) => never): void {
  if (!isRecord(nfts)) return fail('nfts', 'must be an object keyed by CAIP-2 chain id')
  for (const [chain, collections] of Object.entries(nfts)) {
    if (!CAIP2.test(chain)) fail(`nfts.${chain}`, 'must be keyed by a CAIP-2 id such as eip155:31337')
    if (!Array.isArray(collections)) return fail(`nfts.${chain}`, 'must be an array')
    ;(collections as unknown[]).forEach((collection, i) => {
      const at = `nfts.${chain}[${i}]`
      if (!isRecord(collection)) return fail(at, 'must be an object')
      if (typeof collection.address !== 'string' || !HEX_ADDRESS.test(collection.address))
        fail(`${at}.address`, 'must be a 0x-prefixed 20-byte hex address')
      if (collection.standard !== 'erc721' && collection.standard !== 'erc1155')
        fail(`${at}.standard`, 'must be erc721 or erc1155')
      if (typeof collection.name !== 'string' || typeof collection.symbol !== 'string')
        fail(at, 'must have a string name and symbol')
    })
  }
}

function validateBitcoin(bitcoin: unknown, fail: (field: string, rule: string) => never): void {
  if (!isRecord(bitcoin)) return fail('bitcoin', 'must be an object')
  if (typeof bitcoin.caipNetworkId !== 'string' || !CAIP2.test(bitcoin.caipNetworkId))
    fail('bitcoin.caipNetworkId', 'must be a CAIP-2 id such as bip122:0f9188f13cb7b2c71f2a335e3a4fc328')
  if (typeof bitcoin.name !== 'string' || !bitcoin.name) fail('bitcoin.name', 'must be a non-empty string')
  if (!Array.isArray(bitcoin.accounts)) return fail('bitcoin.accounts', 'must be an array')
  ;(bitcoin.accounts as unknown[]).forEach((account, i) => {
    if (!isRecord(account)) return fail(`bitcoin.accounts[${i}]`, 'must be an object')
    for (const field of ['address', 'taprootAddress', 'privateKey', 'publicKey'] as const)
      if (typeof account[field] !== 'string') fail(`bitcoin.accounts[${i}].${field}`, 'must be a string')
    if (!HEX.test(String(account.privateKey)) || !HEX.test(String(account.publicKey)))
      fail(`bitcoin.accounts[${i}]`, 'keys must be hex')
  })
}

function validateUniswapV3(uniswap: unknown, at: string, fail: (field: string, rule: string) => never): void {
  if (!isRecord(uniswap)) return fail(at, 'must be an object')
  for (const field of ['factory', 'quoterV2', 'swapRouter02', 'weth'] as const)
    if (typeof uniswap[field] !== 'string' || !HEX_ADDRESS.test(uniswap[field]))
      fail(`${at}.${field}`, 'must be a 0x-prefixed 20-byte hex address')
}

function validateEns(ens: unknown, fail: (field: string, rule: string) => never): void {
  if (!isRecord(ens)) return fail('ens', 'must be an object')
  if (typeof ens.caipNetworkId !== 'string' || !CAIP2.test(ens.caipNetworkId))
    fail('ens.caipNetworkId', 'must be a CAIP-2 id such as eip155:31337')
  for (const field of ['registry', 'resolver', 'universalResolver', 'avatarNft'] as const)
    if (typeof ens[field] !== 'string' || !HEX_ADDRESS.test(ens[field]))
      fail(`ens.${field}`, 'must be a 0x-prefixed 20-byte hex address')
  if (!Array.isArray(ens.names)) return fail('ens.names', 'must be an array')
  ;(ens.names as unknown[]).forEach((entry, i) => {
    const at = `ens.names[${i}]`
    if (!isRecord(entry)) return fail(at, 'must be an object')
    if (typeof entry.name !== 'string' || !entry.name.includes('.')) fail(`${at}.name`, 'must be an ENS name')
    if (typeof entry.address !== 'string' || !HEX_ADDRESS.test(entry.address))
      fail(`${at}.address`, 'must be a 0x-prefixed 20-byte hex address')
    if (typeof entry.avatar !== 'string' || entry.avatar === '')
      fail(`${at}.avatar`, 'must be a non-empty string')
    if (!isHttpUrl(entry.avatarUrl)) fail(`${at}.avatarUrl`, 'must be an http(s) URL')
  })
}

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]+$/

function validateSolana(solana: unknown, fail: (field: string, rule: string) => never): void {
  if (!isRecord(solana)) return fail('solana', 'must be an object')
  if (typeof solana.caipNetworkId !== 'string' || !CAIP2.test(solana.caipNetworkId))
    fail('solana.caipNetworkId', 'must be a CAIP-2 id such as solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
  if (typeof solana.name !== 'string' || !solana.name) fail('solana.name', 'must be a non-empty string')
  if (!Array.isArray(solana.accounts)) return fail('solana.accounts', 'must be an array')
  ;(solana.accounts as unknown[]).forEach((account, i) => {
    if (!isRecord(account) || typeof account.address !== 'string' || typeof account.secretKey !== 'string')
      return fail(`solana.accounts[${i}]`, 'must have a string address and secretKey')
    if (!BASE58.test(account.address) || !BASE58.test(account.secretKey))
      fail(`solana.accounts[${i}]`, 'must be base58')
  })
  if (solana.tokens === undefined) return
  if (!Array.isArray(solana.tokens)) return fail('solana.tokens', 'must be an array')
  ;(solana.tokens as unknown[]).forEach((token, i) => {
    if (!isRecord(token) || typeof token.address !== 'string' || !BASE58.test(token.address))
      return fail(`solana.tokens[${i}].address`, 'must be a base58 mint address')
    if (typeof token.name !== 'string' || typeof token.symbol !== 'string')
      fail(`solana.tokens[${i}]`, 'must have a string name and symbol')
    if (!Number.isInteger(token.decimals)) fail(`solana.tokens[${i}].decimals`, 'must be an integer')
  })
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol)
  } catch {
    return false
  }
}
