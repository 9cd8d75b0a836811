import { readFileSync } from 'node:fs'
import ts from 'typescript'

/** The English catalogues: the core's texts (TOASTS, ALERT_TEXTS, CORE_STRINGS) and each feature's `*_STRINGS`. */
const CATALOGUE = /^(TOASTS|ALERT_TEXTS|CORE_STRINGS|[A-Z_]+_STRINGS)$/
/** The helpers that turn an error or an alert into English. */
const TO_ENGLISH = new Set(['shownText', 'alertText'])

export interface EnglishUse {
  line: number
  name: string
}

/**
 * Where a file takes a fixed English text instead of handing on a key: a catalogue entry read by its name
 * (`TOASTS.CONNECTION_FAILED`, `ONRAMP_STRINGS.buy`) or an error or alert turned into English
 * (`shownText(...)`, `alertText(...)`). Looking a variable key up (`CORE_STRINGS[key]`, the English
 * fallback of a translation), `key in CATALOGUE` and types (`keyof typeof X_STRINGS`) are not texts.
 */
export function englishCatalogueUses(file: string): EnglishUse[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const found: EnglishUse[] = []
  const report = (node: ts.Node) =>
    found.push({ line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, name: node.getText() })
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAccessExpression(node) && isCatalogue(node.expression)) report(node)
    else if (
      ts.isElementAccessExpression(node) &&
      isCatalogue(node.expression) &&
      isLiteral(node.argumentExpression)
    )
      report(node)
    else if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      TO_ENGLISH.has(node.expression.text)
    )
      report(node.expression)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

const isCatalogue = (node: ts.Expression) => ts.isIdentifier(node) && CATALOGUE.test(node.text)
const isLiteral = (node: ts.Expression) =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)
