/** A wallet's icon, or a neutral placeholder when it has none we can show safely. */
export function WalletIcon({ src }: { src: string | undefined }) {
  return src ? (
    <img src={src} alt="" width={32} height={32} />
  ) : (
    <span className="placeholder" aria-hidden="true" />
  )
}
