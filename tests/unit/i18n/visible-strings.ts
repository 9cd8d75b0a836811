import { readFileSync } from 'node:fs'
import ts from 'typescript'

/** Attributes whose text a visitor sees or hears. */
const VISIBLE_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'title', 'placeholder', 'alt', 'label'])

export interface HardCodedString {
  file: string
  line: number
  text: string
}

/** Any letter of any script: `←`, `✕`, `·` or `%` alone are not words to translate. */
const hasWords = (text: string) => /\p{L}/u.test(text)

/**
 * The visible strings a view writes in its code instead of taking from a catalogue: JSX text, the visible
 * attributes' literals, and literals a JSX expression shows directly (`{busy ? 'Sending…' : label}`).
 * A literal passed to a call (`t('key')`) is a key, not text, and is not looked into.
 */
export function hardCodedStrings(file: string): HardCodedString[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  )
  const found: HardCodedString[] = []
  const report = (node: ts.Node, text: string) => {
    if (hasWords(text))
      found.push({
        file,
        line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
        text: text.trim(),
      })
  }
  /** The literals an expression evaluates to without a call: through ?:, ??, ||, && and parentheses. */
  const shown = (expression: ts.Expression): void => {
    if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression))
      report(expression, expression.text)
    else if (ts.isTemplateExpression(expression)) {
      report(
        expression,
        [expression.head.text, ...expression.templateSpans.map((span) => span.literal.text)].join(' '),
      )
    } else if (ts.isConditionalExpression(expression)) {
      shown(expression.whenTrue)
      shown(expression.whenFalse)
    } else if (ts.isBinaryExpression(expression)) {
      const operator = expression.operatorToken.kind
      if (
        operator === ts.SyntaxKind.QuestionQuestionToken ||
        operator === ts.SyntaxKind.BarBarToken ||
        operator === ts.SyntaxKind.AmpersandAmpersandToken
      ) {
        shown(expression.left)
        shown(expression.right)
      }
    } else if (ts.isParenthesizedExpression(expression)) shown(expression.expression)
  }
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text)
    else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent))
      shown(node.expression)
    else if (ts.isJsxAttribute(node) && VISIBLE_ATTRIBUTES.has(node.name.getText()) && node.initializer) {
      const value = node.initializer
      if (ts.isStringLiteral(value)) report(value, value.text)
      else if (ts.isJsxExpression(value) && value.expression) shown(value.expression)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}
