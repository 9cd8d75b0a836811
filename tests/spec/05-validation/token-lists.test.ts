import { readFileSync } from 'node:fs'
import { isAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { resolveConfig } from '../../../generator/config/validate-config.ts'
import { devnetAlpha } from '../../../runtime/networks/devnet.ts'
import { defaultTokenList } from '../../../runtime/services/token-lists/default-lists.ts'
import { InvalidTokenListError, parseTokenList } from '../../../runtime/services/token-lists/token-list.ts'

/**
 * Issue 26 item 3: Portkit's own token lists (Token Lists standard, facts with provenance, one lazy chunk
 * per chain), host lists checked against the standard, and the options that name them.
 */

const MAINNETS = { ethereum: 1, optimism: 10, bsc: 56, polygon: 137, base: 8453, arbitrum: 42161 }
const provenance = JSON.parse(
  readFileSync(new URL('../../../runtime/services/token-lists/provenance.json', import.meta.url), 'utf8'),
) as {
  checked: string
  tokens: { chainId: number; address: string; symbol: string; decimals: number; sources: string[] }[]
}

const validList = () => ({
  name: 'Host',
  timestamp: '2026-11-28T00:00:00.000Z',
  version: { major: 1, minor: 2, patch: 3 },
  tokens: [{ chainId: 1, address: `0x${'ab'.repeat(20)}`, symbol: 'AB', name: 'Ab', decimals: 6 }],
})

describe("Portkit's default token lists", () => {
  it.each(Object.entries(MAINNETS))(
    '%s has a standard list of its own chain with USDC and more',
    async (_slug, chainId) => {
      const list = await defaultTokenList(chainId)
      expect(list).toBeDefined()
      expect(parseTokenList(list, `default ${chainId}`)).toBe(list)
      expect(list!.tokens.length).toBeGreaterThanOrEqual(5)
      expect(list!.tokens.every((token) => token.chainId === chainId)).toBe(true)
      expect(list!.tokens.map((token) => token.symbol)).toContain('USDC')
      // EIP-55 checksums: a mistyped hex digit in a mixed-case address fails here.
      for (const token of list!.tokens) expect(isAddress(token.address, { strict: true })).toBe(true)
      // No zero-decimal token (spec 5 would hide it) and no address listed twice.
      expect(list!.tokens.every((token) => token.decimals > 0)).toBe(true)
      expect(new Set(list!.tokens.map((token) => token.address.toLowerCase())).size).toBe(list!.tokens.length)
    },
  )

  it('records a source for every fact, and every recorded token is in a list', async () => {
    const listed = (await Promise.all(Object.values(MAINNETS).map(defaultTokenList))).flatMap(
      (list) => list!.tokens,
    )
    const key = (token: { chainId: number; address: string }) => `${token.chainId}:${token.address}`
    expect(provenance.tokens.map(key).sort()).toEqual(listed.map(key).sort())
    for (const token of listed) {
      const record = provenance.tokens.find((entry) => key(entry) === key(token))!
      expect([record.symbol, record.decimals]).toEqual([token.symbol, token.decimals])
      expect(record.sources.length).toBeGreaterThan(0)
      for (const source of record.sources) expect(source).toMatch(/^https:\/\//)
    }
  })

  it('has no list for a chain Portkit does not list tokens of (the devnet)', async () => {
    await expect(defaultTokenList(Number(devnetAlpha.id))).resolves.toBeUndefined()
  })

  it('loads each list as its own chunk: the list module is imported lazily, per chain', () => {
    const source = readFileSync(
      new URL('../../../runtime/services/token-lists/default-lists.ts', import.meta.url),
      'utf8',
    )
    expect(source).not.toMatch(/^import .* from '\.\/lists\//m)
    for (const slug of Object.keys(MAINNETS)) expect(source).toContain(`import('./lists/${slug}.ts')`)
  })
})

describe('host token lists follow the Token Lists standard', () => {
  it('accepts a standard list', () => {
    const list = validList()
    expect(parseTokenList(list, 'https://host.example/l.json')).toBe(list)
  })

  it.each([
    ['not an object', 'null', 'is not a JSON object'],
    ['no name', { ...validList(), name: '' }, 'has no name'],
    ['no timestamp', { ...validList(), timestamp: 'yesterday' }, 'has no timestamp'],
    ['no version', { ...validList(), version: { major: 1 } }, 'has no version'],
    ['no tokens', { ...validList(), tokens: {} }, 'has no tokens array'],
    [
      'a bad address',
      { ...validList(), tokens: [{ ...validList().tokens[0], address: '0x12' }] },
      'tokens[0] has no 0x address of 40 hex digits',
    ],
    [
      'decimals out of range',
      { ...validList(), tokens: [{ ...validList().tokens[0], decimals: 256 }] },
      'tokens[0] has no decimals from 0 to 255',
    ],
    [
      'a long symbol',
      { ...validList(), tokens: [{ ...validList().tokens[0], symbol: 'X'.repeat(21) }] },
      'tokens[0] has no symbol of 1 to 20 characters',
    ],
    [
      'no chain id',
      { ...validList(), tokens: [{ ...validList().tokens[0], chainId: '1' }] },
      'tokens[0] has no chainId',
    ],
  ])('refuses a list with %s', (_name, input, problem) => {
    const value = input === 'null' ? null : input
    expect(() => parseTokenList(value, 'https://host.example/l.json')).toThrow(
      new InvalidTokenListError('https://host.example/l.json', problem),
    )
  })
})

describe('the tokenLists and ipfsGateway options', () => {
  const base = {
    projectId: 'demo',
    metadata: { name: 'D', description: 'D', url: 'http://localhost', icons: [] },
    networks: [devnetAlpha],
  }

  it('keeps https list URLs and loopback http ones, and a gateway without its trailing slash', () => {
    const config = resolveConfig({
      ...base,
      tokenLists: ['https://tokens.example/list.json', 'http://127.0.0.1:4000/list.json'],
      ipfsGateway: 'https://gateway.example/',
    })
    expect(config.tokenLists).toEqual(['https://tokens.example/list.json', 'http://127.0.0.1:4000/list.json'])
    expect(config.ipfsGateway).toBe('https://gateway.example')
  })
})
