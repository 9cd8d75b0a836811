/** A gradient derived from the address, so each account is recognisable without any network request. */
export function Avatar({ address }: { address: string }) {
  const hue = addressHue(address)
  const background = `linear-gradient(135deg, hsl(${hue} 80% 60%), hsl(${(hue + 120) % 360} 80% 45%))`
  return <span className="avatar" aria-hidden="true" style={{ background }} />
}

/**
 * A hue from the address: its hex digits after 0x (EVM), else a hash of its characters (base58 and bech32
 * addresses, whose third character may be no hex digit, would otherwise give no colour at all).
 */
function addressHue(address: string): number {
  const hex = parseInt(address.slice(2, 8), 16)
  if (!Number.isNaN(hex)) return hex % 360
  let hash = 0
  for (const char of address) hash = (hash * 31 + char.charCodeAt(0)) % 360
  return hash
}
