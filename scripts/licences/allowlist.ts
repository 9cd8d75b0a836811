/**
 * Licences a host app may receive from Portkit: OSI-approved, permissive or file-level copyleft, so an
 * app under any licence can ship them. Anything else (a vendor licence, "SEE LICENSE IN", UNLICENSED,
 * a missing field, strong copyleft) fails the gate and needs a deliberate decision.
 */
export const OSI_ALLOWLIST: ReadonlySet<string> = new Set([
  '0BSD',
  'Apache-2.0',
  'BlueOak-1.0.0',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'CC0-1.0',
  'ISC',
  'MIT',
  'MIT-0',
  'MPL-2.0',
  'Python-2.0',
  'Unlicense',
  'Zlib',
])
