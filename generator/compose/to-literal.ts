const IDENTIFIER = /^[A-Za-z_$][\w$]*$/
const INLINE_WIDTH = 80

/**
 * Writes JSON-like data as a TypeScript expression in the repo's Prettier style (single quotes,
 * trailing commas, two-space indent). Keys keep the order they have in the object, which the config
 * resolver makes canonical, so equal configs give equal text. `undefined` properties are left out.
 */
export function toLiteral(value: unknown, indent = ''): string {
  if (typeof value === 'string') return quote(value)
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value)
  if (Array.isArray(value)) return arrayLiteral(value, indent)
  if (typeof value === 'object') return objectLiteral(value as Record<string, unknown>, indent)
  throw new TypeError(`Cannot write a ${typeof value} into generated code`)
}

function arrayLiteral(items: unknown[], indent: string): string {
  if (items.length === 0) return '[]'
  const inner = indent + '  '
  const parts = items.map((item) => toLiteral(item, inner))
  const inline = `[${parts.join(', ')}]`
  // Short lists of scalars stay on one line, as Prettier would print them.
  if (items.every(isScalar) && inline.length + indent.length <= INLINE_WIDTH) return inline
  return `[\n${parts.map((part) => `${inner}${part},\n`).join('')}${indent}]`
}

function objectLiteral(object: Record<string, unknown>, indent: string): string {
  const entries = Object.entries(object).filter(([, value]) => value !== undefined)
  if (entries.length === 0) return '{}'
  const inner = indent + '  '
  const lines = entries.map(([key, value]) => `${inner}${propertyName(key)}: ${toLiteral(value, inner)},\n`)
  return `{\n${lines.join('')}${indent}}`
}

function propertyName(key: string): string {
  return IDENTIFIER.test(key) ? key : quote(key)
}

/** JSON escaping; single quotes unless the text holds more of them than double quotes (Prettier's rule). */
function quote(text: string): string {
  const body = JSON.stringify(text).slice(1, -1)
  const singles = text.split("'").length - 1
  const doubles = text.split('"').length - 1
  if (singles > doubles) return `"${body}"`
  return `'${body.replace(/\\"/g, '"').replace(/'/g, "\\'")}'`
}

function isScalar(value: unknown): boolean {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value)
}
