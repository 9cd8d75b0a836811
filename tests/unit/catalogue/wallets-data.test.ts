import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { REPO } from '../generator/temp-app.ts'
import {
  type Catalogue,
  type IconReader,
  type Wallet,
  ICON_SIZE_CAP,
  MIN_WALLETS,
  catalogueProblems,
  chainProblems,
  coverageProblems,
  iconProblems,
  linkProblems,
  provenanceProblems,
  schemaProblems,
  uniquenessProblems,
} from './catalogue-rules.ts'

const catalogueDir = `${REPO}/catalogue/`
const catalogue = JSON.parse(readFileSync(`${catalogueDir}wallets.json`, 'utf8')) as Catalogue
const readIcon: IconReader = (path) =>
  existsSync(`${catalogueDir}${path}`) ? readFileSync(`${catalogueDir}${path}`) : undefined

/** A copy of the catalogue with one wallet changed: each rule below is shown failing on one. */
function withWallet(id: string, change: (wallet: Wallet) => void): Catalogue {
  const copy = structuredClone(catalogue)
  const wallet = copy.wallets.find((entry) => entry.id === id)
  if (!wallet) throw new Error(`no wallet ${id} in the catalogue`)
  change(wallet)
  return copy
}

describe('catalogue/wallets.json (issue 26)', () => {
  it('keeps every rule', () => {
    expect(catalogueProblems(catalogue, readIcon)).toEqual([])
  })

  it(`lists at least ${MIN_WALLETS} wallets, with wallets for EVM, Solana, Bitcoin and Polkadot`, () => {
    expect(catalogue.wallets.length).toBeGreaterThanOrEqual(MIN_WALLETS)
    expect(
      coverageProblems({ ...catalogue, wallets: catalogue.wallets.slice(0, MIN_WALLETS - 1) }),
    ).toContain(`${MIN_WALLETS - 1} wallets, fewer than ${MIN_WALLETS}`)
    const withoutPolkadot = catalogue.wallets.map((wallet) => ({
      ...wallet,
      chains: wallet.chains.filter((chain) => !chain.startsWith('polkadot:')),
    }))
    expect(coverageProblems({ ...catalogue, wallets: withoutPolkadot })).toEqual([
      '0 polkadot wallets, fewer than 3',
    ])
  })
})

describe('the schema (catalogue/wallets.schema.json)', () => {
  it('refuses a field it does not define', () => {
    const broken = withWallet('metamask', (wallet) => Object.assign(wallet, { description: 'prose' }))
    expect(schemaProblems(broken)).toContain('schema: /wallets/0 must NOT have additional properties')
  })

  it('refuses an id that is not a lowercase slug, and a missing homepage', () => {
    const broken = withWallet('rainbow', (wallet) => {
      wallet.id = 'Rainbow Wallet'
      delete (wallet as Partial<Wallet>).homepage
    })
    expect(schemaProblems(broken)).toEqual([
      "schema: /wallets/3 must have required property 'homepage'",
      'schema: /wallets/3/id must match pattern "^[a-z0-9]+(-[a-z0-9]+)*$"',
    ])
  })

  it('refuses a store link that is not the store itself', () => {
    const broken = withWallet('trust', (wallet) => {
      wallet.stores = { ...wallet.stores, ios: 'https://trustwallet.com/download' }
    })
    expect(schemaProblems(broken)).toEqual([
      'schema: /wallets/2/stores/ios must match pattern "^https://apps\\.apple\\.com/app/id\\d+$"',
    ])
  })
})

describe('uniqueness', () => {
  it('finds an id used twice', () => {
    const broken = withWallet('rabby', (wallet) => (wallet.id = 'metamask'))
    expect(uniquenessProblems(broken)).toEqual(['id metamask is used twice'])
  })

  it('finds an EIP-6963 rdns claimed by two wallets', () => {
    const broken = withWallet('rabby', (wallet) => wallet.rdns.push('io.metamask'))
    expect(uniquenessProblems(broken)).toEqual(['rdns io.metamask names two wallets'])
  })
})

describe('link shapes', () => {
  it('wants https for universal links, web apps, stores, homepages and sources', () => {
    const broken = withWallet('rainbow', (wallet) => {
      wallet.mobile = { ...wallet.mobile, universal: 'http://rnbwapp.com' }
      wallet.homepage = 'https://user:secret@rainbow.me'
    })
    expect(linkProblems(broken)).toEqual([
      'rainbow mobile.universal is not an https link: http://rnbwapp.com',
      'rainbow homepage is not an https link: https://user:secret@rainbow.me',
    ])
  })

  it('wants native links as scheme:// with a scheme that cannot run code or reach the web', () => {
    const cases: [string, string][] = [
      ['trust:', 'trust mobile.native is not a scheme:// deep link: trust:'],
      ['javascript://alert(1)', 'trust mobile.native uses the javascript scheme: javascript://alert(1)'],
      [
        'https://link.trustwallet.com',
        'trust mobile.native uses the https scheme: https://link.trustwallet.com',
      ],
      ['file:///etc/passwd', 'trust mobile.native uses the file scheme: file:///etc/passwd'],
    ]
    for (const [link, problem] of cases) {
      const broken = withWallet('trust', (wallet) => (wallet.mobile = { native: link }))
      expect(linkProblems(broken)).toContain(problem)
    }
  })

  it('finds a javascript: or data: link in any field', () => {
    const broken = withWallet('zerion', (wallet) => {
      wallet.name = ' JavaScript:alert(1)'
      wallet.provenance[0]!.facts = ['name', 'java\tscript:void(0)']
    })
    expect(linkProblems(broken)).toEqual([
      '/wallets/7/name is a script or data link:  JavaScript:alert(1)',
      '/wallets/7/provenance/0/facts/1 is a script or data link: java\tscript:void(0)',
    ])
  })
})

describe('icons', () => {
  it('finds a missing icon and one outside icons/', () => {
    const missing = withWallet('phantom', (wallet) => (wallet.icon = 'icons/not-there.svg'))
    expect(iconProblems(missing, readIcon)).toEqual(['phantom icon icons/not-there.svg does not exist'])
    const outside = withWallet('phantom', (wallet) => (wallet.icon = '../package.json'))
    expect(iconProblems(outside, readIcon)).toEqual(['phantom icon ../package.json is outside icons/'])
  })

  it(`finds an icon over the ${ICON_SIZE_CAP}-byte cap`, () => {
    const big = new TextEncoder().encode(
      `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(ICON_SIZE_CAP)}</svg>`,
    )
    const reader: IconReader = (path) => (path === 'icons/phantom.svg' ? big : readIcon(path))
    expect(iconProblems(catalogue, reader)).toEqual([
      `icons/phantom.svg is ${big.byteLength} bytes, over the ${ICON_SIZE_CAP}-byte cap`,
    ])
  })

  it('finds an SVG with a script, a handler or an outside reference', () => {
    const svgs = [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://tracker.example/x.png"/></svg>',
    ]
    for (const svg of svgs) {
      const reader: IconReader = (path) =>
        path === 'icons/phantom.svg' ? new TextEncoder().encode(svg) : readIcon(path)
      expect(iconProblems(catalogue, reader)).toEqual([
        'icons/phantom.svg has scripts, handlers or outside references',
      ])
    }
  })
})

describe('chains', () => {
  it('finds a chain id that is not CAIP-2', () => {
    const broken = withWallet('phantom', (wallet) =>
      wallet.chains.push('solana', 'eip155:1:0xabc', 'EIP155:1'),
    )
    expect(chainProblems(broken)).toEqual([
      'phantom chain solana is not CAIP-2',
      'phantom chain eip155:1:0xabc is not CAIP-2',
      'phantom chain EIP155:1 is not CAIP-2',
    ])
  })

  it('finds an EVM wallet without Ethereum mainnet', () => {
    const broken = withWallet('rabby', (wallet) => (wallet.chains = ['eip155:8453']))
    expect(chainProblems(broken)).toEqual(['rabby is an EVM wallet without eip155:1'])
  })
})

describe('provenance', () => {
  it('finds a fact with no source, and a source for a fact the entry does not state', () => {
    const broken = withWallet('uniswap', (wallet) => {
      wallet.webapp = 'https://app.uniswap.org'
      delete wallet.mobile
    })
    expect(provenanceProblems(broken)).toEqual([
      'uniswap webapp has no source',
      'uniswap provenance names mobile.native, which the entry does not state',
    ])
  })

  it('finds a check dated after the catalogue', () => {
    const broken = withWallet('uniswap', (wallet) => (wallet.provenance[0]!.checked = '2099-01-01'))
    expect(provenanceProblems(broken)).toEqual([
      `uniswap provenance date 2099-01-01 is not a day on or before ${catalogue.checked}`,
    ])
  })
})
