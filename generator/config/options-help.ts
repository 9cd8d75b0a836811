import { CONFIG_KEYS, CONFIG_OPTIONS, type ConfigOption, type ConfigOptionName } from './options.ts'

/** The options of portkit.config.ts for `portkit generate --help`: name, doc line, default. */
export function optionsHelp(): string {
  const width = Math.max(...CONFIG_KEYS.map((option) => option.length))
  const lines = CONFIG_KEYS.map((option) => {
    const fallback = optionDefault(option)
    return `  ${option.padEnd(width)}  ${CONFIG_OPTIONS[option].doc}${fallback === undefined ? '' : ` (default: ${fallback})`}`
  })
  return `\nOptions of portkit.config.ts:\n${lines.join('\n')}\n`
}

/** An option's default as the help and the docs' configuration reference print it; undefined when it has none. */
export function optionDefault(option: ConfigOptionName): string | undefined {
  const spec: ConfigOption<unknown> = CONFIG_OPTIONS[option]
  return spec.default !== undefined ? literal(spec.default) : spec.defaultText
}

function literal(value: unknown): string {
  return JSON.stringify(value).replaceAll('"', "'")
}
