/**
 * Whether an SPDX licence expression lets us ship the package: `A OR B` needs one allowed side (we may
 * choose), `A AND B` needs both, `A WITH exception` is judged by A (an exception only grants more).
 */
export function isAllowedExpression(expression: string, allowed: ReadonlySet<string>): boolean {
  const tokens = expression.match(/\(|\)|[^\s()]+/g) ?? []
  let at = 0

  // or := and ('OR' and)* ; and := atom ('AND' atom)* ; atom := '(' or ')' | id ['WITH' id]
  function or(): boolean {
    let result = and()
    while (tokens[at]?.toUpperCase() === 'OR') {
      at++
      result = and() || result
    }
    return result
  }
  function and(): boolean {
    let result = atom()
    while (tokens[at]?.toUpperCase() === 'AND') {
      at++
      result = atom() && result
    }
    return result
  }
  function atom(): boolean {
    const token = tokens[at++]
    if (token === '(') {
      const result = or()
      if (tokens[at++] !== ')') throw new SyntaxError(`Unbalanced parentheses in "${expression}"`)
      return result
    }
    if (token === undefined || token === ')' || /^(AND|OR|WITH)$/i.test(token)) {
      throw new SyntaxError(`Malformed licence expression "${expression}"`)
    }
    if (tokens[at]?.toUpperCase() === 'WITH') at += 2
    // "MIT+" (or later) still grants MIT.
    return allowed.has(token.replace(/\+$/, ''))
  }

  try {
    const result = or()
    return at === tokens.length && result
  } catch {
    return false
  }
}
