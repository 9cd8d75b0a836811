import { readFileSync } from 'node:fs'
import ts from 'typescript'
import { optionDefault } from '../../generator/config/options-help.ts'
import { CONFIG_KEYS, CONFIG_OPTIONS, type ConfigOptionName } from '../../generator/config/options.ts'
import { resolveConfig } from '../../generator/config/validate-config.ts'
import { FEATURE_FLAG_DEFAULTS, FEATURE_FLAGS } from '../../runtime/config/index.ts'
import * as networkPresets from '../../runtime/networks/index.ts'
import { BASE_CONFIG, CONFIG_EXAMPLES, type OptionExample } from './config-examples.ts'
import { formatMarkdown } from './format-markdown.ts'

export const CONFIG_REFERENCE_PAGE = 'config-reference.md'
const TYPES_FILE = new URL('../../runtime/config/types.ts', import.meta.url)

interface DeclaredOption {
  type: string
  required: boolean
  /** The option's TSDoc in PortkitConfig, when it has one. */
  note: string | undefined
}

/** PortkitConfig's members as written in runtime/config/types.ts: type text, `?`, TSDoc. */
export function declaredOptions(source = readFileSync(TYPES_FILE, 'utf8')): Map<string, DeclaredOption> {
  const file = ts.createSourceFile('types.ts', source, ts.ScriptTarget.Latest, true)
  const config = file.statements.find(
    (statement): statement is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && statement.name.text === 'PortkitConfig',
  )
  if (!config) throw new Error('runtime/config/types.ts has no interface PortkitConfig')
  const options = new Map<string, DeclaredOption>()
  for (const member of config.members) {
    if (!ts.isPropertySignature(member) || !member.type) continue
    const docs = ts.getJSDocCommentsAndTags(member).filter(ts.isJSDoc)
    const note = docs.map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '').join(' ')
    options.set(member.name.getText(file), {
      type: member.type.getText(file).replace(/\s+/g, ' '),
      required: member.questionToken === undefined,
      note: note.replace(/\s+/g, ' ').trim() || undefined,
    })
  }
  return options
}

/** The validator's message for a config, or undefined when it is accepted. */
function validationError(config: Record<string, unknown>): string | undefined {
  try {
    resolveConfig(config)
    return undefined
  } catch (error) {
    return (error as Error).message
  }
}

/** The example and the refused value, each run through the validator; a wrong example is an error here. */
export function checkedExample(
  option: ConfigOptionName,
  { example, with: context = {}, refused }: OptionExample,
) {
  const base = { ...BASE_CONFIG, ...context }
  const exampleError = validationError({ ...base, [option]: example })
  if (exampleError) throw new Error(`config example of ${option} is refused: ${exampleError}`)
  const refusal = validationError({ ...base, [option]: refused })
  if (!refusal) throw new Error(`config example of ${option}: the refused value is accepted`)
  return { example, context, refused, refusal }
}

/** Each network preset object by its export name, so examples print as a host writes them. */
const PRESET_NAME = new Map<unknown, string>(
  Object.entries(networkPresets).map(([name, value]) => [value, name]),
)

/** A value as one line of TypeScript; network presets by their name in portkit/networks. */
export function sourceOf(value: unknown): string {
  const preset = PRESET_NAME.get(value)
  if (preset) return preset
  if (typeof value === 'string') return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`
  if (Array.isArray(value)) return `[${value.map(sourceOf).join(', ')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(
      ([key, item]) => `${/^[A-Za-z_$][\w$]*$/.test(key) ? key : sourceOf(key)}: ${sourceOf(item)}`,
    )
    return entries.length === 0 ? '{}' : `{ ${entries.join(', ')} }`
  }
  return String(value)
}

/** Text as Markdown shows it, not as HTML: `<PortkitModal />` in a doc line stays text. */
const prose = (text: string) => text.replace(/</g, '&lt;')

/** Inline code, with double backticks around text that holds one. */
function code(text: string): string {
  return text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``
}

function optionSection(option: ConfigOptionName, declared: DeclaredOption): string {
  const { example, context, refused, refusal } = checkedExample(option, CONFIG_EXAMPLES[option])
  const contextText = Object.entries(context)
    .map(([key, value]) => code(`${key}: ${sourceOf(value)}`))
    .join(', ')
  const fallback = optionDefault(option)
  const rows = [
    `Type: ${code(declared.type)}${declared.required ? ', required' : ''}`,
    `Default: ${fallback === undefined ? (declared.required ? 'none, it must be set' : 'none') : prose(fallback)}`,
    `Example: ${code(`${option}: ${sourceOf(example)}`)}${contextText ? ` (with ${contextText})` : ''}`,
    `Refused, e.g.: ${code(`${option}: ${sourceOf(refused)}`)} gives "${prose(refusal)}"`,
  ]
  const parts = [`## ${option}`, prose(CONFIG_OPTIONS[option].doc)]
  if (declared.note) parts.push(prose(declared.note))
  parts.push(rows.map((row) => `- ${row}`).join('\n'))
  if (option === 'features') parts.push(featureFlagTable())
  return parts.join('\n\n')
}

function featureFlagTable(): string {
  const rows = FEATURE_FLAGS.map((flag) => `| \`${flag}\` | ${FEATURE_FLAG_DEFAULTS[flag] ? 'on' : 'off'} |`)
  return ['| flag | spec default |', '| --- | --- |', ...rows].join('\n')
}

/** docs/config-reference.md, from the option table, the config types and the checked examples. */
export async function renderConfigReference(): Promise<string> {
  const declared = declaredOptions()
  const sections = CONFIG_KEYS.map((option) => {
    const declaration = declared.get(option)
    if (!declaration) throw new Error(`PortkitConfig in runtime/config/types.ts has no ${option}`)
    return optionSection(option, declaration)
  })
  const page = `# Configuration reference

<!-- Generated by \`npm run docs:gen\` from generator/config/options.ts (doc line, default, validation),
runtime/config/types.ts (type, notes) and scripts/docs/config-examples.ts (examples, run through the
validator). Do not edit: tests/unit/docs/generated-pages.test.ts fails when this page is stale. -->

Every option of \`portkit.config.ts\` in the order of the generated \`config.ts\`: its type, its default, an
example the validator accepts and a value it refuses, with the message \`portkit generate\` prints.
\`portkit generate --help\` prints the same doc lines and defaults. A minimal config:

\`\`\`ts
import { defineConfig } from 'portkit/config'
import { ethereum } from 'portkit/networks'

export default defineConfig(${sourceOf(BASE_CONFIG)})
\`\`\`

${sections.join('\n\n')}
`
  return formatMarkdown(page)
}
