/**
 * The kinds of value a theme variable holds (runtime/core/theme-contract.ts gives each variable one).
 * Checked by syntax, the same way in the generator (Node, no CSS engine) and in the browser, so a value
 * the config accepts is one `setThemeVariables` accepts too. `rule` ends the error a bad value gets.
 */

/** Arguments of a CSS function: numbers, units, idents, commas, slashes, signs, #hex and nested calls. */
const ARGUMENTS = /^[\w\s.,%/+\-*#]*$/

/** `name(args)` with balanced parentheses, `name` one of `names`; nested calls must be in `names` too. */
function isCall(value: string, names: readonly string[]): boolean {
  const match = /^([a-z-]+)\((.*)\)$/i.exec(value)
  if (!match || !names.includes(match[1]!.toLowerCase())) return false
  let inner = match[2]!
  let depth = 0
  for (const char of inner) {
    depth += char === '(' ? 1 : char === ')' ? -1 : 0
    if (depth < 0) return false
  }
  if (depth !== 0) return false
  // Nested calls (calc inside min, var inside color-mix) are checked and taken out one by one.
  for (
    let nested = /([a-z-]+)\(([^()]*)\)/i.exec(inner);
    nested;
    nested = /([a-z-]+)\(([^()]*)\)/i.exec(inner)
  ) {
    if (!isCall(nested[0], names)) return false
    inner = inner.replace(nested[0], '0')
  }
  return ARGUMENTS.test(inner)
}

const VAR = ['var']
const COLOUR_FUNCTIONS = [
  'rgb',
  'rgba',
  'hsl',
  'hsla',
  'hwb',
  'lab',
  'lch',
  'oklab',
  'oklch',
  'color',
  'color-mix',
]
const LENGTH_FUNCTIONS = ['calc', 'min', 'max', 'clamp']
const LENGTH =
  /^(0|(\d+|\d*\.\d+)(px|em|rem|%|vh|vw|vmin|vmax|svh|svw|lvh|lvw|dvh|dvw|ch|ex|pt|pc|cm|mm|in|q))$/i

export const THEME_VALUE_KINDS = {
  colour: {
    rule: 'must be a colour: #hex, rgb(), hsl(), hwb(), lab(), lch(), oklab(), oklch(), color(), color-mix(), var() or a colour keyword',
    matches: (value: string) =>
      /^#([\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})$/i.test(value) ||
      /^[a-z]+$/i.test(value) ||
      isCall(value, [...COLOUR_FUNCTIONS, ...VAR]),
  },
  length: {
    rule: 'must be a length that is not negative: 0, a number with a unit (12px, 0.5rem, 10%), calc(), min(), max(), clamp() or var()',
    matches: (value: string) => LENGTH.test(value) || isCall(value, [...LENGTH_FUNCTIONS, ...VAR]),
  },
  'font family': {
    rule: 'must be a font family list: names or quoted names separated by commas (e.g. "Inter", system-ui, sans-serif)',
    matches: (value: string) =>
      isCall(value, VAR) ||
      value
        .split(',')
        .map((family) => family.trim())
        .every((family) => /^("[^"\\;{}]+"|'[^'\\;{}]+'|-?[a-z_][\w-]*(\s+-?[a-z_][\w-]*)*)$/i.test(family)),
  },
  'z-index': {
    rule: 'must be an integer from -2147483648 to 2147483647',
    matches: (value: string) =>
      /^-?\d+$/.test(value) && Number(value) >= -2147483648 && Number(value) <= 2147483647,
  },
} as const satisfies Record<string, { rule: string; matches(value: string): boolean }>

export type ThemeValueKind = keyof typeof THEME_VALUE_KINDS

type LengthUnit = 'px' | 'em' | 'rem' | '%' | 'vh' | 'vw' | 'vmin' | 'vmax' | 'ch' | 'ex' | 'pt'

/**
 * The TypeScript type of each kind: what the compiler can tell (a length has a unit, a z-index is an
 * integer); the check above does the rest at run time.
 */
export interface ThemeValueTypes {
  colour: string
  length: '0' | `${number}${LengthUnit}` | `${'calc' | 'min' | 'max' | 'clamp' | 'var'}(${string})`
  'font family': string
  'z-index': `${bigint}`
}

/** Why `value` is not a `kind`, or undefined when it is one (surrounding spaces are allowed). */
export function themeValueProblem(kind: ThemeValueKind, value: string): string | undefined {
  return THEME_VALUE_KINDS[kind].matches(value.trim()) ? undefined : THEME_VALUE_KINDS[kind].rule
}
