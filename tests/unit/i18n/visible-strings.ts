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

/** A parsed file and a collector of the worded literals found in it. */
function scan(file: string, kind: ts.ScriptKind) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, kind)
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
    // An alert written on the spot (`{ shortMessage: '...', longMessage: '...' }`) instead of one of ALERTS.
    else if (ts.isObjectLiteralExpression(expression))
      for (const property of expression.properties)
        if (ts.isPropertyAssignment(property)) shown(property.initializer)
  }
  return { source, found, shown, report }
}

/**
 * The visible strings a view writes in its code instead of taking from a catalogue: JSX text, the visible
 * attributes' literals, and literals a JSX expression shows directly (`{busy ? 'Sending…' : label}`).
 * A literal passed to a call (`t('key')`) is a key, not text, and is not looked into.
 */
export function hardCodedStrings(file: string): HardCodedString[] {
  const { source, found, shown, report } = scan(file, ts.ScriptKind.TSX)
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

/** The toast calls (`notifications.error(...)`, `.alert(...)` ...) whose text the modal shows. */
const TOAST_CALLS = new Set(['success', 'loading', 'error', 'show', 'alert'])

/**
 * The texts a controller hands to the modal written on the spot: a literal toast, alert or error line
 * (`state.lastError.value = '...'`). Those must be catalogue texts (TOASTS, ALERTS, a `t(key)`), which
 * the toast and the error line show in the active locale.
 */
export function hardCodedShownMessages(file: string): HardCodedString[] {
  const { source, found, shown } = scan(file, ts.ScriptKind.TS)
  const named = (expression: ts.Expression, object: string, names: (name: string) => boolean) =>
    ts.isPropertyAccessExpression(expression) &&
    names(expression.name.text) &&
    expression.expression.getText().split('.').at(-1) === object
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      named(node.expression, 'notifications', (name) => TOAST_CALLS.has(name))
    ) {
      const [text] = node.arguments
      if (text) shown(text)
    } else if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      named(node.left, 'lastError', (name) => name === 'value')
    )
      shown(node.right)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}
