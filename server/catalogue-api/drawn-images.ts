import { createHash } from 'node:crypto'
import { escapeMarkup } from '../http/escape-markup.ts'

/**
 * Small SVG images drawn from an id alone, so every token, currency and network has a stable, distinct
 * picture without any image files in the repository. Wallet icons are PNG (png-icon.ts).
 */
export type ImageKind = 'token' | 'currency' | 'asset'

export const SVG_CONTENT_TYPE = 'image/svg+xml'

/** Up to 4 letters of a symbol or currency code. */
function monogram(label: string): string {
  const words = label.split(/[\s_-]+/).filter(Boolean)
  const letters = words.length > 1 ? words.map((word) => word[0]).join('') : label
  return letters.slice(0, 4).toUpperCase()
}

export function drawImage(kind: ImageKind, id: string, label = id): string {
  const hue = createHash('sha256').update(`${kind}:${id}`).digest().readUInt16BE(0) % 360
  const text = escapeMarkup(monogram(label))
  const fontSize = text.length > 2 ? 30 : 48
  const shape =
    kind === 'asset'
      ? '<polygon points="64,4 116,34 116,94 64,124 12,94 12,34" fill="url(#g)"/>'
      : '<circle cx="64" cy="64" r="62" fill="url(#g)"/>'
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="hsl(${hue},70%,58%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},70%,42%)"/>`,
    '</linearGradient></defs>',
    shape,
    `<text x="64" y="64" dy="0.35em" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="700" font-size="${fontSize}" fill="#fff">${text}</text>`,
    '</svg>',
  ].join('')
}
