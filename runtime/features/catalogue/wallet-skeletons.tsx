/** Rows' shapes while the catalogue loads: as many as fill the list's box, so nothing moves when rows arrive. */
export function WalletSkeletons({ count, label }: { count: number; label: string }) {
  return (
    <div className="list" role="progressbar" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <span key={index} className="skeleton" aria-hidden="true" />
      ))}
    </div>
  )
}
