import QRCode from 'qrcode'
import { useEffect, useState } from 'react'

/** The address as an SVG QR code (dark on light, as scanners expect, whatever the theme). */
export function AddressQrCode({ address, alt, failed }: { address: string; alt: string; failed: string }) {
  const [svg, setSvg] = useState<string>()
  const [error, setError] = useState(false)

  useEffect(() => {
    let current = true
    QRCode.toString(address, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }).then(
      (text) => current && setSvg(text),
      () => current && setError(true),
    )
    return () => {
      current = false
    }
  }, [address])

  if (error) {
    return (
      <p className="error" role="alert">
        {failed}
      </p>
    )
  }
  if (!svg) return <div className="spinner" role="progressbar" aria-label={alt} />
  return (
    <img
      className="receive-qr"
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={alt}
      width={200}
      height={200}
    />
  )
}
