import { Ajv2020 } from 'ajv/dist/2020.js'
import { parseCaipNetworkId } from '../../../runtime/core/caip.ts'
import schema from '../../../catalogue/wallets.schema.json' with { type: 'json' }

/**
 * The rules catalogue/wallets.json keeps (issue 26): each returns a list of problems, empty when the
 * catalogue keeps it, so a test can show each rule failing on a catalogue that breaks it.
 */

export const MIN_WALLETS = 60
/** Each namespace Portkit has an adapter for needs wallets to choose from. */
export const NAMESPACES = ['eip155', 'solana', 'bip122', 'polkadot'] as const
export const MIN_WALLETS_PER_NAMESPACE = 3
/** Catalogue icons ship in a lazy chunk and are fetched 20 at a time (spec 9): each stays small. */
export const ICON_SIZE_CAP = 8 * 1024

/** Schemes a native deep link may never use: code, local data, or plain web links dressed as an app link. */
const FORBIDDEN_NATIVE_SCHEMES = new Set([
  'javascript',
  'data',
  'vbscript',
  'file',
  'blob',
  'about',
  'http',
  'https',
])
const NATIVE_LINK = /^([a-z][a-z0-9+.-]*):\/\/\S*$/
const SCRIPT_OR_DATA = /^(javascript|data|vbscript):/i
/** CAIP-2's own grammar; the runtime's parser only splits on the colon. */
const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
const SVG_ACTIVE_CONTENT = /<script|<foreignObject|\son[a-z]+\s*=|href\s*=\s*["'](?!#)/i
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

export interface Wallet {
  id: string
  name: string
  rdns: string[]
  chains: string[]
  mobile?: { native?: string; universal?: string }
  desktop?: { native?: string }
  webapp?: string
  stores?: Record<string, string>
  homepage: string
  icon: string
  provenance: { facts: string[]; source: string; checked: string }[]
}

export interface Catalogue {
  checked: string
  wallets: Wallet[]
}

/** Reads an icon by its path relative to catalogue/; undefined when there is no such file. */
export type IconReader = (path: string) => Uint8Array | undefined

const ajv = new Ajv2020({ allErrors: true, strict: true })
const validateSchema = ajv.compile(schema)

export function schemaProblems(catalogue: unknown): string[] {
  if (validateSchema(catalogue)) return []
  return (validateSchema.errors ?? []).map((error) => `schema: ${error.instancePath || '/'} ${error.message}`)
}

function duplicates(values: string[]): string[] {
  return [...new Set(values.filter((value, index) => values.indexOf(value) !== index))]
}

export function uniquenessProblems({ wallets }: Catalogue): string[] {
  return [
    ...duplicates(wallets.map((wallet) => wallet.id)).map((id) => `id ${id} is used twice`),
    ...duplicates(wallets.flatMap((wallet) => wallet.rdns)).map((rdns) => `rdns ${rdns} names two wallets`),
  ]
}

function httpsProblem(where: string, value: string): string | undefined {
  const url = URL.canParse(value) ? new URL(value) : undefined
  if (url?.protocol !== 'https:' || url.username || url.password || /\s/.test(value)) {
    return `${where} is not an https link: ${value}`
  }
  return undefined
}

function nativeProblem(where: string, value: string): string | undefined {
  const scheme = NATIVE_LINK.exec(value)?.[1]
  if (!scheme) return `${where} is not a scheme:// deep link: ${value}`
  if (FORBIDDEN_NATIVE_SCHEMES.has(scheme)) return `${where} uses the ${scheme} scheme: ${value}`
  return undefined
}

function linksOf(wallet: Wallet): { where: string; value: string; kind: 'https' | 'native' }[] {
  const at = (field: string) => `${wallet.id} ${field}`
  const https = (field: string, value: string | undefined) =>
    value === undefined ? [] : [{ where: at(field), value, kind: 'https' as const }]
  const native = (field: string, value: string | undefined) =>
    value === undefined ? [] : [{ where: at(field), value, kind: 'native' as const }]
  return [
    ...native('mobile.native', wallet.mobile?.native),
    ...https('mobile.universal', wallet.mobile?.universal),
    ...native('desktop.native', wallet.desktop?.native),
    ...https('webapp', wallet.webapp),
    ...Object.entries(wallet.stores ?? {}).flatMap(([store, link]) => https(`stores.${store}`, link)),
    ...https('homepage', wallet.homepage),
    ...wallet.provenance.flatMap((item) => https('provenance source', item.source)),
  ]
}

/** Read as a browser reads a URL: leading controls and spaces skipped, tabs and newlines dropped anywhere. */
function isScriptOrDataLink(value: string): boolean {
  let start = 0
  while (start < value.length && value.charCodeAt(start) <= 0x20) start += 1
  return SCRIPT_OR_DATA.test(value.slice(start).replace(/[\t\n\r]/g, ''))
}

function allStrings(value: unknown, path: string): { path: string; value: string }[] {
  if (typeof value === 'string') return [{ path, value }]
  if (Array.isArray(value)) return value.flatMap((item, index) => allStrings(item, `${path}/${index}`))
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => allStrings(item, `${path}/${key}`))
  }
  return []
}

export function linkProblems(catalogue: Catalogue): string[] {
  const shapes = catalogue.wallets.flatMap((wallet) =>
    linksOf(wallet).map(({ where, value, kind }) =>
      kind === 'https' ? httpsProblem(where, value) : nativeProblem(where, value),
    ),
  )
  const anywhere = allStrings(catalogue, '')
    .filter(({ value }) => isScriptOrDataLink(value))
    .map(({ path, value }) => `${path} is a script or data link: ${value}`)
  return [...shapes.filter((problem) => problem !== undefined), ...anywhere]
}

function iconContentProblem(path: string, bytes: Uint8Array): string | undefined {
  if (path.endsWith('.png')) {
    return PNG_SIGNATURE.every((byte, index) => bytes[index] === byte) ? undefined : `${path} is not a PNG`
  }
  const text = new TextDecoder().decode(bytes)
  if (!/^<svg[\s>]/.test(text) || !text.includes('xmlns="http://www.w3.org/2000/svg"')) {
    return `${path} is not a standalone SVG`
  }
  if (SVG_ACTIVE_CONTENT.test(text)) return `${path} has scripts, handlers or outside references`
  return undefined
}

export function iconProblems({ wallets }: Catalogue, readIcon: IconReader): string[] {
  return wallets.flatMap((wallet) => {
    if (!/^icons\/[a-z0-9-]+\.(svg|png)$/.test(wallet.icon))
      return [`${wallet.id} icon ${wallet.icon} is outside icons/`]
    const bytes = readIcon(wallet.icon)
    if (!bytes) return [`${wallet.id} icon ${wallet.icon} does not exist`]
    if (bytes.byteLength > ICON_SIZE_CAP) {
      return [`${wallet.icon} is ${bytes.byteLength} bytes, over the ${ICON_SIZE_CAP}-byte cap`]
    }
    return [iconContentProblem(wallet.icon, bytes)].filter((problem) => problem !== undefined)
  })
}

function caipProblem(wallet: Wallet, chain: string): string | undefined {
  try {
    parseCaipNetworkId(chain)
  } catch {
    return `${wallet.id} chain ${chain} is not CAIP-2`
  }
  return CAIP2.test(chain) ? undefined : `${wallet.id} chain ${chain} is not CAIP-2`
}

export function chainProblems({ wallets }: Catalogue): string[] {
  const invalid = wallets.flatMap((wallet) => wallet.chains.map((chain) => caipProblem(wallet, chain)))
  const evmWithoutMainnet = wallets
    .filter((wallet) => wallet.chains.some((chain) => chain.startsWith('eip155:')))
    .filter((wallet) => !wallet.chains.includes('eip155:1'))
    .map((wallet) => `${wallet.id} is an EVM wallet without eip155:1`)
  return [...invalid.filter((problem) => problem !== undefined), ...evmWithoutMainnet]
}

export function coverageProblems({ wallets }: Catalogue): string[] {
  const problems =
    wallets.length < MIN_WALLETS ? [`${wallets.length} wallets, fewer than ${MIN_WALLETS}`] : []
  for (const namespace of NAMESPACES) {
    const count = wallets.filter((wallet) =>
      wallet.chains.some((chain) => chain.startsWith(`${namespace}:`)),
    ).length
    if (count < MIN_WALLETS_PER_NAMESPACE)
      problems.push(`${count} ${namespace} wallets, fewer than ${MIN_WALLETS_PER_NAMESPACE}`)
  }
  return problems
}

/** The facts an entry states; `icon` only counts when provenance names a source for it (monograms have none). */
function statedFacts(wallet: Wallet): string[] {
  return [
    'name',
    'chains',
    'homepage',
    ...(wallet.rdns.length > 0 ? ['rdns'] : []),
    ...Object.keys(wallet.mobile ?? {}).map((key) => `mobile.${key}`),
    ...Object.keys(wallet.desktop ?? {}).map((key) => `desktop.${key}`),
    ...(wallet.webapp ? ['webapp'] : []),
    ...Object.keys(wallet.stores ?? {}).map((key) => `stores.${key}`),
  ]
}

export function provenanceProblems({ checked, wallets }: Catalogue): string[] {
  return wallets.flatMap((wallet) => {
    const sourced = new Set(wallet.provenance.flatMap((item) => item.facts))
    const stated = statedFacts(wallet)
    return [
      ...stated.filter((fact) => !sourced.has(fact)).map((fact) => `${wallet.id} ${fact} has no source`),
      ...[...sourced]
        .filter((fact) => fact !== 'icon' && !stated.includes(fact))
        .map((fact) => `${wallet.id} provenance names ${fact}, which the entry does not state`),
      ...wallet.provenance
        .filter((item) => Number.isNaN(Date.parse(item.checked)) || item.checked > checked)
        .map((item) => `${wallet.id} provenance date ${item.checked} is not a day on or before ${checked}`),
    ]
  })
}

export function catalogueProblems(catalogue: Catalogue, readIcon: IconReader): string[] {
  const schema = schemaProblems(catalogue)
  if (schema.length > 0) return schema
  return [
    ...uniquenessProblems(catalogue),
    ...linkProblems(catalogue),
    ...iconProblems(catalogue, readIcon),
    ...chainProblems(catalogue),
    ...coverageProblems(catalogue),
    ...provenanceProblems(catalogue),
  ]
}
