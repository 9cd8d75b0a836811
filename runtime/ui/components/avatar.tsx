/** A gradient derived from the address, so each account is recognisable without any network request. */
export function Avatar({ address }: { address: string }) {
  const hue = parseInt(address.slice(2, 8), 16) % 360
  const background = `linear-gradient(135deg, hsl(${hue} 80% 60%), hsl(${(hue + 120) % 360} 80% 45%))`
  return <span className="avatar" aria-hidden="true" style={{ background }} />
}
