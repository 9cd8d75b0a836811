import { CONFIG_KEYS, CONFIG_OPTIONS, type ConfigOption } from './options.ts'

/** The options of portkit.config.ts for `portkit generate --help`: name, doc line, default. */
export function optionsHelp(): string {
  const width = Math.max(...CONFIG_KEYS.map((option) => option.length))
  const lines = CONFIG_KEYS.map((option) => {
    const spec: ConfigOption<unknown> = CONFIG_OPTIONS[option]
    const fallback = spec.default !== undefined ? literal(spec.default) : spec.defaultText
    return `  ${option.padEnd(width)}  ${spec.doc}${fallback === undefined ? '' : ` (default: ${fallback})`}`
  })
  return `\nOptions of portkit.config.ts:\n${lines.join('\n')}\n`
}

function literal(value: unknown): string {
  return JSON.stringify(value).replaceAll('"', "'")
}
