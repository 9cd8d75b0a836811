import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Right-to-left layout (issue 16): the modal's styles use logical properties only (margin-inline-start,
 * inset-inline, text-align: start, border-start-start-radius ...), so a right-to-left locale mirrors the
 * whole layout with no second stylesheet. This check reads every style source of the modal: the CSS
 * constants (`*_CSS` template strings), inline `cssText`, and the inline style objects of the views.
 */

const ROOTS = ['runtime', 'plugins']

function sourceFiles(): string[] {
  return ROOTS.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
      .map((file) => join(root, file)),
  )
}

interface StyleSource {
  file: string
  kind: 'css' | 'object'
  text: string
}

/** The CSS strings and inline style objects of one file. */
function styleSources(file: string): StyleSource[] {
  const text = readFileSync(file, 'utf8')
  const css = [
    ...[...text.matchAll(/const \w+_CSS = `([^`]*)`/g)].map((match) => match[1]!),
    ...[...text.matchAll(/\.cssText = '([^']*)'/g)].map((match) => match[1]!),
  ].map((source) => ({ file, kind: 'css' as const, text: source.replace(/\/\*[\s\S]*?\*\//g, '') }))
  const objects = [...text.matchAll(/style=\{\{([^}]*)\}\}/g)].map((match) => ({
    file,
    kind: 'object' as const,
    text: match[1]!,
  }))
  return [...css, ...objects]
}

/** Properties where four values run top, right, bottom, left: physical when right and left differ. */
const BOX_SHORTHANDS =
  /(?:^|[\s;{])(margin|padding|inset|border-width|border-style|border-color|scroll-margin|scroll-padding)\s*:\s*([^;{}]+)/g

/** What in one CSS source depends on the physical direction, as "property: value" findings. */
function physicalInCss(css: string): string[] {
  const found: string[] = []
  // `left` / `right` as a property, part of one (margin-left, border-top-right-radius) or as a value
  // (text-align: right, float: left, background-position: left top, translateX is judged below).
  for (const match of css.matchAll(/([a-z-]+)\s*:\s*([^;{}]*)/g)) {
    const [declaration, property, value] = match as unknown as [string, string, string]
    if (/(^|-)(left|right)(-|$)/.test(property) || /\b(left|right)\b/.test(value))
      found.push(declaration.trim())
  }
  for (const match of css.matchAll(BOX_SHORTHANDS)) {
    const values = match[2]!.trim().split(/\s+(?![^(]*\))/)
    if (values.length === 4 && values[1] !== values[3]) found.push(`${match[1]}: ${match[2]!.trim()}`)
  }
  // border-radius: a b (c d) runs round the corners from the top left: uneven values are physical.
  for (const match of css.matchAll(/(?:^|[\s;{])border-radius\s*:\s*([^;{}]+)/g)) {
    const values = match[1]!.trim().split(/\s+(?![^(]*\))/)
    if (new Set(values).size > 1) found.push(`border-radius: ${match[1]!.trim()}`)
  }
  return found
}

/** The same for an inline style object of a view (React's camel-case names). */
function physicalInObject(style: string): string[] {
  return [
    ...style.matchAll(/\b(left|right|\w+(Left|Right)\w*)\s*:[^,]*|\b\w+\s*:\s*'[^']*\b(left|right)\b[^']*'/g),
  ].map((match) => match[0].trim())
}

describe('right-to-left: the modal styles are logical', () => {
  const sources = sourceFiles().flatMap(styleSources)

  it('finds the style sources (the CSS constants of the modal, features and plugins, and inline styles)', () => {
    const cssFiles = new Set(sources.filter((source) => source.kind === 'css').map((source) => source.file))
    expect(cssFiles).toContain(join('runtime', 'ui', 'styles.ts'))
    expect(cssFiles).toContain(join('runtime', 'features', 'catalogue', 'catalogue-styles.ts'))
    expect(cssFiles).toContain(join('plugins', 'swap', 'swap-styles.ts'))
    expect(cssFiles).toContain(join('runtime', 'ui', 'components', 'toast.tsx'))
    expect(sources.filter((source) => source.kind === 'object').length).toBeGreaterThan(0)
  })

  it('no physical left/right property, value or uneven shorthand anywhere in them', () => {
    const findings = sources.flatMap((source) =>
      (source.kind === 'css' ? physicalInCss(source.text) : physicalInObject(source.text)).map(
        (finding) => `${source.file}: ${finding}`,
      ),
    )
    expect(findings).toEqual([])
  })

  it('the check itself catches each physical form', () => {
    expect(physicalInCss('.a { margin-left: 4px; }')).toEqual(['margin-left: 4px'])
    expect(physicalInCss('.a { right: 0; text-align: left }')).toEqual(['right: 0', 'text-align: left'])
    expect(physicalInCss('.a { border-top-right-radius: 4px }')).toEqual(['border-top-right-radius: 4px'])
    expect(physicalInCss('.a { padding: 1px 2px 3px 4px }')).toEqual(['padding: 1px 2px 3px 4px'])
    expect(physicalInCss('.a { border-radius: 8px 0 }')).toEqual(['border-radius: 8px 0'])
    expect(physicalInCss('.a { padding: 1px 2px 3px 2px; margin: 4px 0; border-radius: 8px }')).toEqual([])
    expect(physicalInCss('.a { inset-inline-start: 0; text-align: start; margin-inline-end: 4px }')).toEqual(
      [],
    )
    expect(physicalInObject(" marginLeft: 4, textAlign: 'right', padding: 8 ")).toEqual([
      'marginLeft: 4',
      "textAlign: 'right'",
    ])
    expect(physicalInObject(" marginInlineStart: 4, textAlign: 'center' ")).toEqual([])
  })

  it('arrows that point along the reading direction are mirrored in a right-to-left modal', () => {
    const arrows = /[←→‹›⟵⟶⇠⇢]/g
    const mirrored = /className="[^"]*\bmirror-rtl\b[^"]*"[^<>]*>\s*[←→‹›⟵⟶⇠⇢]\s*</g
    // Every arrow a view draws sits alone in an element marked to mirror.
    const unmirrored = sourceFiles()
      .filter((file) => file.endsWith('.tsx'))
      .map((file) => {
        const text = readFileSync(file, 'utf8')
        return { file, arrows: text.match(arrows)?.length ?? 0, mirrored: text.match(mirrored)?.length ?? 0 }
      })
      .filter(({ arrows, mirrored }) => arrows !== mirrored)
    expect(unmirrored).toEqual([])
    const css = readFileSync(join('runtime', 'ui', 'styles.ts'), 'utf8')
    expect(css).toMatch(/\.mirror-rtl:dir\(rtl\)\s*\{[^}]*transform:\s*scaleX\(-1\)/)
  })

  it('names from outside (wallets, networks, suggestions) take their own direction: dir="auto"', () => {
    // A `.name` span showing something's `name` (not a text of ours) without dir="auto".
    const shownNames = sourceFiles()
      .filter((file) => file.endsWith('.tsx'))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/<span className="name"([^>]*)>\s*\{([\w?.]+\.name)\b/g)].map(
          (match) => ({ file, name: match[2]!, auto: match[1]!.includes('dir="auto"') }),
        ),
      )
    expect(shownNames.length).toBeGreaterThan(5)
    expect(shownNames.filter((shown) => !shown.auto)).toEqual([])
    expect(readFileSync(join('runtime', 'ui', 'styles.ts'), 'utf8')).toContain(
      ".row:dir(rtl) [dir='auto']:dir(ltr), .row:dir(ltr) [dir='auto']:dir(rtl) { text-align: end; }",
    )
  })
})
