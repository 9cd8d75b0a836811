import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, testAccounts, type AnvilNode } from '../../../../devnet/index.ts'
import { placeMulticall3 } from '../../../../devnet/contracts/multicall3.ts'
import { startMailCatcher, type MailCatcher } from '../../../../devnet/services/mail-catcher/mail-catcher.ts'
import { startSocialIdp, type SocialIdp } from '../../../../devnet/services/social-idp/social-idp-server.ts'
import type { ChainSource } from '../../../../server/data-api/chain-source.ts'
import type { DoctorCheck } from '../../../../server/serve/doctor/doctor-check.ts'
import { runServerDoctor } from '../../../../server/serve/doctor/server-doctor.ts'
import type { PortkitServerConfig } from '../../../../server/serve/server-config.ts'
import { startPlainNode } from '../../../support/history-nodes.ts'
import {
  startOAuthProviderStandIns,
  type OAuthProviderStandIns,
} from '../../../support/social-providers/oauth-provider-stand-ins.ts'
import { deployPriceFeed, feedAnswer, setFeedRound } from '../../../support/price-feeds.ts'
import { runServeCommand } from '../../../support/serve-process.ts'

/**
 * Issue 28, `portkit serve doctor`: every source the server config names is checked now (node and chain,
 * Multicall3, contracts, price feeds with the data API's trust rules, `ots_`, SMTP, OpenID discovery), and
 * each line says what the feature will do. Against a real anvil, the devnet's mail catcher and issuers.
 */
const CHAIN_ID = 31_360
const [owner] = testAccounts(1)
const DOWN = 'http://127.0.0.1:1'
let anvil: AnvilNode
let plain: { url: string; server: Server }
let mail: MailCatcher
let idp: SocialIdp
let oauth: OAuthProviderStandIns
let chain: ChainSource

beforeAll(async () => {
  ;[anvil, mail, idp] = await Promise.all([
    startAnvil({ chainId: CHAIN_ID }),
    startMailCatcher(),
    startSocialIdp({ redirectUris: ['http://127.0.0.1:8787/email-auth/v1/social/callback'] }),
  ])
  oauth = await startOAuthProviderStandIns()
  plain = await startPlainNode(anvil.rpcUrl)
  await placeMulticall3(anvil.rpcUrl)
  const eth = await deployPriceFeed(anvil.rpcUrl, owner!.address, 3000)
  const stale = await deployPriceFeed(anvil.rpcUrl, owner!.address, 1)
  const twoDaysAgo = BigInt(Math.floor(Date.now() / 1000) - 2 * 24 * 3600)
  await setFeedRound(anvil.rpcUrl, owner!.address, stale, {
    answer: feedAnswer(1),
    updatedAt: twoDaysAgo,
    answeredInRound: 2n,
  })
  const token = (symbol: string, address: `0x${string}`) => ({
    address,
    name: symbol,
    symbol,
    decimals: 6,
    spam: false,
    swappable: false,
    onramp: false,
  })
  chain = {
    chainId: CHAIN_ID,
    caipNetworkId: `eip155:${CHAIN_ID}`,
    name: 'Doctor',
    rpcUrl: anvil.rpcUrl,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, priceFeed: { address: eth } },
    tokens: [
      { ...token('STALE', '0x00000000000000000000000000000000000000a1'), priceFeed: { address: stale } },
      token('NOFEED', '0x00000000000000000000000000000000000000a2'),
    ],
    // The factory is a contract (Multicall3 stands in); the other three are not.
    uniswapV3: {
      factory: '0xcA11bde05977b3631167028862bE2a173976CA11',
      quoterV2: '0x00000000000000000000000000000000000000b1',
      swapRouter02: '0x00000000000000000000000000000000000000b2',
      weth: '0x00000000000000000000000000000000000000b3',
    },
    ensUniversalResolver: '0x00000000000000000000000000000000000000c1',
  }
})
afterAll(async () => {
  await new Promise((resolve) => plain?.server.close(resolve))
  await Promise.all([anvil?.stop(), mail?.close(), idp?.close(), oauth?.close()])
})

const config = (overrides: Partial<PortkitServerConfig>): PortkitServerConfig => ({
  publicUrl: 'http://127.0.0.1:8787',
  chains: [chain],
  email: {
    smtpUrl: `smtp://${mail.smtp.host}:${mail.smtp.port}`,
    from: 'Doctor <login@example.com>',
    social: {
      providers: {
        google: { clientId: idp.clientId, issuer: idp.issuers.google },
        discord: oauth.settings('discord'),
      },
    },
  },
  ...overrides,
})

const line = (checks: DoctorCheck[], subject: string, part: string) => {
  const found = checks.find((check) => check.subject === subject && check.part === part)
  expect(found, `${subject} ${part}`).toBeDefined()
  return { outcome: found!.outcome, detail: found!.detail }
}

describe('portkit serve doctor', () => {
  it('a working setup: each source ok, each unconfigured feature off and what visitors see', async () => {
    const checks = await runServerDoctor(config({}))
    const subject = `eip155:${CHAIN_ID}`
    expect(line(checks, subject, 'node')).toEqual({
      outcome: 'ok',
      detail: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+ answers, at block \d+$/),
    })
    expect(line(checks, subject, 'Multicall3').outcome).toBe('ok')
    expect(line(checks, subject, 'history')).toEqual({
      outcome: 'ok',
      detail: expect.stringMatching(/^ots_ API level \d+: Activity is shown$/),
    })
    expect(line(checks, subject, 'price ETH')).toEqual({
      outcome: 'ok',
      detail: expect.stringMatching(/^3000 USD, updated \d+ s ago$/),
    })
    expect(line(checks, subject, 'price STALE')).toEqual({
      outcome: 'fail',
      detail: expect.stringMatching(/: updated \d+ s ago, more than its 90000 s; shown without a price$/),
    })
    expect(line(checks, subject, 'price NOFEED')).toEqual({
      outcome: 'off',
      detail: 'no priceFeed: shown without a price',
    })
    expect(line(checks, subject, 'swaps')).toEqual({
      outcome: 'fail',
      detail:
        'no contract at QuoterV2 0x00000000000000000000000000000000000000b1, SwapRouter02 ' +
        '0x00000000000000000000000000000000000000b2, WETH 0x00000000000000000000000000000000000000b3: quotes and swaps fail',
    })
    expect(line(checks, subject, 'ENS names')).toEqual({
      outcome: 'fail',
      detail: 'no contract at 0x00000000000000000000000000000000000000c1: identity and reverse lookups fail',
    })
    expect(line(checks, subject, 'smart sessions').outcome).toBe('off')
    expect(line(checks, subject, 'token lists')).toEqual({
      outcome: 'off',
      detail: 'none (no default list for this chain): balances show the configured tokens',
    })
    expect(line(checks, 'email', 'SMTP')).toEqual({
      outcome: 'ok',
      detail: `smtp://${mail.smtp.host}:${mail.smtp.port} accepted the connection`,
    })
    expect(line(checks, 'email', 'social google')).toEqual({
      outcome: 'ok',
      detail: `${idp.issuers.google} discovery answers`,
    })
    expect(line(checks, 'email', 'social discord')).toEqual({
      outcome: 'ok',
      detail: `${new URL(oauth.url).origin} user endpoint answers`,
    })
    expect(line(checks, 'onramp', 'provider').outcome).toBe('off')
  })

  it('a node on another chain, one down and one without ots_: each said, nothing more asked of the first two, not even a feed', async () => {
    const checks = await runServerDoctor(
      config({
        chains: [
          { ...chain, chainId: 1, caipNetworkId: 'eip155:1', tokens: [] },
          {
            ...chain,
            chainId: 2,
            caipNetworkId: 'eip155:2',
            rpcUrl: `${DOWN}/v3/secret-key`,
            tokens: [],
            tokenLists: [`${DOWN}/lists/secret-key.json`],
          },
          {
            ...chain,
            caipNetworkId: 'eip155:plain',
            rpcUrl: plain.url,
            tokens: [],
            // Any contract answers the code check (Multicall3 stands in for the resolver).
            ensUniversalResolver: '0xcA11bde05977b3631167028862bE2a173976CA11',
          },
        ],
      }),
    )
    expect(line(checks, 'eip155:1', 'node')).toEqual({
      outcome: 'fail',
      detail: expect.stringMatching(/answers for chain 31360, not 1$/),
    })
    // The token lists are not the node's: they are read all the same.
    expect(checks.filter((check) => check.subject === 'eip155:1')).toEqual([
      expect.objectContaining({ part: 'node' }),
      expect.objectContaining({ part: 'token lists' }),
      {
        subject: 'eip155:1',
        part: 'price ETH',
        outcome: 'fail',
        detail: 'not read: the node of chain 1 failed its check',
      },
    ])
    const down = line(checks, 'eip155:2', 'node')
    expect(down.outcome).toBe('fail')
    expect(down.detail).toMatch(/^http:\/\/127\.0\.0\.1:1 did not answer: /)
    expect(down.detail).not.toContain('secret-key')
    expect(line(checks, 'eip155:1', 'token lists')).toEqual({
      outcome: 'ok',
      detail: "Portkit's default list: 5 tokens",
    })
    expect(line(checks, 'eip155:2', 'token list')).toEqual({
      outcome: 'fail',
      detail: expect.stringMatching(
        /^http:\/\/127\.0\.0\.1:1 could not be read: .+; its tokens are left out$/,
      ),
    })
    expect(line(checks, 'eip155:plain', 'ENS names')).toEqual({
      outcome: 'ok',
      detail: 'contract at 0xcA11bde05977b3631167028862bE2a173976CA11',
    })
    expect(line(checks, 'eip155:plain', 'history')).toEqual({
      outcome: 'off',
      detail: 'the node has no ots_ namespace (Erigon, Reth and anvil have it): Activity is hidden',
    })
  })

  it('an SMTP server that refuses and an issuer that is down fail, naming neither password nor path', async () => {
    const checks = await runServerDoctor(
      config({
        email: {
          smtpUrl: 'smtp://login:hunter2@127.0.0.1:1',
          from: 'x@example.com',
          social: { providers: { github: { clientId: 'c', issuer: `${DOWN}/github` } } },
        },
      }),
    )
    const smtp = line(checks, 'email', 'SMTP')
    expect(smtp.outcome).toBe('fail')
    expect(smtp.detail).toMatch(/^smtp:\/\/127\.0\.0\.1:1 refused: .+; login codes cannot be mailed$/)
    expect(JSON.stringify(checks)).not.toContain('hunter2')
    expect(line(checks, 'email', 'social github')).toEqual({
      outcome: 'fail',
      detail: expect.stringMatching(
        /^github sign-in is unavailable: its issuer http:\/\/127\.0\.0\.1:1\/github did not answer its discovery$/,
      ),
    })
  })

  it('the command prints the report from the config file and exits 1 when a source fails', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portkit-doctor-'))
    try {
      const file = join(dir, 'portkit.server.ts')
      const write = (chains: ChainSource[]) =>
        writeFile(file, `export default ${JSON.stringify({ publicUrl: 'http://127.0.0.1:8787', chains })}\n`)
      await write([
        { ...chain, tokens: [], uniswapV3: undefined, ensUniversalResolver: undefined } as ChainSource,
      ])
      const working = await runServeCommand(['doctor', '--config', file], {})
      expect(working.stderr).toBe('')
      expect(working.stdout).toMatch(/✓ price ETH +3000 USD, updated \d+ s ago/)
      expect(working.stdout).toMatch(/- swaps +no uniswapV3: no Swap on this network/)
      expect(working.stdout).toMatch(/- ENS names +no ensUniversalResolver: only names registered here/)
      expect(working.stdout).toMatch(/portkit serve doctor: \d+ checks, no source failed\n$/)
      expect(working.code).toBe(0)

      await write([{ ...chain, rpcUrl: DOWN, tokens: [] }])
      const failing = await runServeCommand(['doctor', '--config', file], {})
      expect(failing.stdout).toMatch(/✗ node +http:\/\/127\.0\.0\.1:1 did not answer/)
      expect(failing.code).toBe(1)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
