import type * as QrLibrary from 'qrcode'
import { useEffect, useState } from 'react'

type QrModule = typeof QrLibrary

/** The QR library is fetched with the first QR code, not with the modal. */
async function renderSvg(text: string): Promise<string> {
  const loaded = (await import('qrcode')) as QrModule & { default?: QrModule }
  const qr = loaded.default ?? loaded
  return qr.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
}

/**
 * A scannable QR code of `value`, drawn as an SVG image (no canvas, no network). The value is also on
 * the image as `data-value`, so it can be read without a camera.
 */
export function QrCode({ value, label }: { value: string | undefined; label: string }) {
  const [svg, setSvg] = useState<{ value: string; markup: string }>()

  useEffect(() => {
    if (!value) return
    let current = true
    renderSvg(value).then(
      (markup) => current && setSvg({ value, markup }),
      (error: unknown) => console.error('[portkit] could not draw the QR code', error),
    )
    return () => {
      current = false
    }
  }, [value])

  if (!value || svg?.value !== value) {
    return <div className="spinner" role="progressbar" aria-label="Preparing the QR code" />
  }
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.markup)}`}
      alt={label}
      data-value={value}
      width={240}
      height={240}
      style={{ justifySelf: 'center', background: '#fff', borderRadius: 16, padding: 8 }}
    />
  )
}
