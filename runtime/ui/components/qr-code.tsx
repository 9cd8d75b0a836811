import { useEffect, useState } from 'react'
import { useStrings } from '../bindings/use-strings.ts'

interface QrCodeProps {
  value: string | undefined
  /** The image's accessible name. */
  label: string
  /** Side of the image in CSS pixels. */
  size?: number
  /** Light modules around the code. */
  margin?: number
  className?: string
  /** Shown (as an alert) when the value cannot be encoded; without it the failure is only logged. */
  failedText?: string
}

type Drawn = { value: string; markup: string } | { value: string; failed: true }

/** The QR library is fetched with the first QR code, not with the modal. */
async function renderSvg(text: string, margin: number): Promise<string> {
  const { renderSVG } = await import('uqr')
  return renderSVG(text, { ecc: 'M', border: margin })
}

/**
 * A scannable QR code of `value`, drawn as an SVG image, dark on light whatever the theme, as scanners
 * expect (no canvas, no network). The value is also on the image as `data-value`, so it can be read
 * without a camera.
 */
export function QrCode({ value, label, size = 240, margin = 1, className, failedText }: QrCodeProps) {
  const t = useStrings()
  const [drawn, setDrawn] = useState<Drawn>()

  useEffect(() => {
    if (!value) return
    let current = true
    renderSvg(value, margin).then(
      (markup) => current && setDrawn({ value, markup }),
      (error: unknown) => {
        console.error('[portkit] could not draw the QR code', error)
        if (current) setDrawn({ value, failed: true })
      },
    )
    return () => {
      current = false
    }
  }, [value, margin])

  if (value && drawn?.value === value && 'failed' in drawn && failedText) {
    return (
      <p className="error" role="alert">
        {failedText}
      </p>
    )
  }
  if (!value || drawn?.value !== value || !('markup' in drawn)) {
    return <div className="spinner" role="progressbar" aria-label={t('preparingQrCode')} />
  }
  return (
    <img
      className={className}
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(drawn.markup)}`}
      alt={label}
      data-value={value}
      width={size}
      height={size}
      style={{ justifySelf: 'center', background: '#fff', borderRadius: 16, padding: 8 }}
    />
  )
}
