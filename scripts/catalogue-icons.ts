/**
 * `npx tsx scripts/catalogue-icons.ts`: writes catalogue/icons/<id>.svg for every wallet in catalogue/wallets.json,
 * from the web3icons set (`@iconify-json/token-branded`, MIT, a devDependency) where it has the wallet's mark,
 * else a generated monogram; then records the icon's source in each entry's provenance. Run it after adding a
 * wallet or updating the icon set.
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { format, resolveConfig } from 'prettier'
import { ICON_SIZE_CAP } from '../tests/unit/catalogue/catalogue-rules.ts'

/** Wallet id -> web3icons name, only where the set's mark is the wallet's (or its company's) own. */
const WEB3ICONS: Record<string, string> = {
  '1inch': '1inch',
  ambire: 'wallet',
  backpack: 'backpack',
  binance: 'binance',
  bitget: 'bitget',
  bybit: 'bybit',
  clv: 'clv',
  coin98: 'coin98',
  coinbase: 'coinbase',
  enkrypt: 'enkrypt',
  exodus: 'exodus',
  frontier: 'front',
  gate: 'gt',
  gemini: 'gemini',
  glow: 'glow',
  imtoken: 'imtoken',
  kraken: 'kraken',
  'ledger-live': 'ledger',
  mathwallet: 'math',
  metamask: 'metamask',
  mew: 'my-ether-wallet',
  okx: 'okx',
  phantom: 'phantom',
  rabby: 'rabby',
  rainbow: 'rainbow',
  ronin: 'ronin',
  safe: 'safe',
  safepal: 'sfp',
  solflare: 'solflare',
  tokenpocket: 'token-pocket',
  trezor: 'trezor',
  trust: 'trust',
  uniswap: 'uniswap',
  zerion: 'zerion',
}

const SET_PACKAGE = '@iconify-json/token-branded'

interface IconSet {
  icons: Record<string, { body: string; width?: number; height?: number }>
  width?: number
  height?: number
}
interface Entry {
  id: string
  name: string
  icon: string
  provenance: { facts: string[]; source: string; checked: string }[]
}
interface Catalogue {
  checked: string
  wallets: Entry[]
}

const catalogueDir = fileURLToPath(new URL('../catalogue/', import.meta.url))
const iconsDir = `${catalogueDir}icons/`
const require = createRequire(import.meta.url)
const iconSet = require(`${SET_PACKAGE}/icons.json`) as IconSet
const setVersion = (require(`${SET_PACKAGE}/package.json`) as { version: string }).version
const iconSource = `https://www.npmjs.com/package/${SET_PACKAGE}/v/${setVersion}`

/** The set's full-tile clip (`clip-path` to the whole 24x24 box) changes nothing inside the viewBox: drop it. */
function withoutFullTileClip(body: string): string {
  const match = /^<g fill="none"><g clip-path="url\(#(\w+)\)">(.*)<\/g><defs>(.*)<\/defs><\/g>$/s.exec(body)
  if (!match) return body
  const [, clipId, inner, defs] = match as unknown as [string, string, string, string]
  const clip = `<clipPath id="${clipId}"><path fill="#fff" d="M0 0h24v24H0z"/></clipPath>`
  if (!defs.includes(clip)) return body
  const rest = defs.replace(clip, '')
  return `<g fill="none">${inner}</g>${rest ? `<defs>${rest}</defs>` : ''}`
}

function svg(body: string, size: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}">${body}</svg>\n`
}

/** The tiled (`-background`) mark reads on light and dark themes; the bare mark when the tile would pass the cap. */
function setIcon(name: string): string {
  const size = iconSet.width ?? 24
  for (const variant of [`${name}-background`, name]) {
    const icon = iconSet.icons[variant]
    if (!icon) continue
    const file = svg(withoutFullTileClip(icon.body), icon.width ?? size)
    if (Buffer.byteLength(file) <= ICON_SIZE_CAP) return file
  }
  throw new Error(`${SET_PACKAGE} has no icon "${name}" under ${ICON_SIZE_CAP} bytes`)
}

/** FNV-1a: a stable hue per id, so a monogram keeps its colour across runs. */
function hueOf(id: string): number {
  let hash = 0x811c9dc5
  for (const char of id) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0
  return hash % 360
}

/** Up to two initials; "(formerly …)" asides and the word "Wallet" say nothing about which wallet it is. */
function initialsOf(name: string): string {
  const words = name
    .replace(/\(.*?\)/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word && word.toLowerCase() !== 'wallet')
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('')
}

/** HSL with fixed saturation and lightness, as hex: dark enough for white initials on every hue. */
function tileColour(hue: number): string {
  const [saturation, lightness] = [0.55, 0.38]
  const amplitude = saturation * Math.min(lightness, 1 - lightness)
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12
    const value = lightness - amplitude * Math.max(-1, Math.min(k - 3, 9 - k, 1))
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0')
  }
  return `#${channel(0)}${channel(8)}${channel(4)}`
}

function monogram(entry: Entry): string {
  const background = tileColour(hueOf(entry.id))
  const text = initialsOf(entry.name)
  return svg(
    `<rect width="24" height="24" fill="${background}"/><text x="12" y="16" fill="#fff" font-family="system-ui,sans-serif" font-size="${text.length > 1 ? 9 : 12}" font-weight="600" text-anchor="middle">${text}</text>`,
    24,
  )
}

/** Provenance keeps one `icon` line, naming the set and version, for icons from the set; none for monograms. */
function withIconProvenance(entry: Entry, fromSet: boolean, checked: string): Entry['provenance'] {
  const others = entry.provenance
    .map((item) => ({ ...item, facts: item.facts.filter((fact) => fact !== 'icon') }))
    .filter((item) => item.facts.length > 0)
  return fromSet ? [...others, { facts: ['icon'], source: iconSource, checked }] : others
}

const cataloguePath = `${catalogueDir}wallets.json`
const catalogue = JSON.parse(readFileSync(cataloguePath, 'utf8')) as Catalogue
mkdirSync(iconsDir, { recursive: true })
for (const file of readdirSync(iconsDir)) if (/\.(svg|png)$/.test(file)) rmSync(`${iconsDir}${file}`)
let fromSet = 0
for (const entry of catalogue.wallets) {
  const name = WEB3ICONS[entry.id]
  writeFileSync(`${iconsDir}${entry.id}.svg`, name ? setIcon(name) : monogram(entry))
  entry.icon = `icons/${entry.id}.svg`
  entry.provenance = withIconProvenance(entry, name !== undefined, catalogue.checked)
  if (name) fromSet += 1
}
const options = { ...(await resolveConfig(cataloguePath)), filepath: cataloguePath }
writeFileSync(cataloguePath, await format(JSON.stringify(catalogue), options))
console.log(
  `catalogue icons: ${fromSet} from ${SET_PACKAGE}@${setVersion}, ${catalogue.wallets.length - fromSet} monograms`,
)
