/**
 * A typed receiver that is a name rather than an address: labels joined by dots, no spaces, not hex. The
 * send form resolves it; anything else is checked as an address. Kept apart from the name normaliser,
 * which is large and loads only when a name is resolved.
 */
export function looksLikeName(text: string): boolean {
  return /^[^\s.]+(\.[^\s.]+)+$/u.test(text) && !/^0x[0-9a-f]*$/i.test(text)
}
