import { describe, expect, it } from 'vitest'
import { safeImageUrl } from '../../../runtime/core/safe-image-url.ts'

const CATALOGUE = 'http://127.0.0.1:4100/'
const PNG = 'data:image/png;base64,iVBORw0KGgo='

describe('security: one rule for every image the modal shows', () => {
  it('shows inline data images (how EIP-6963 wallets send icons)', () => {
    expect(safeImageUrl(PNG, [])).toBe(PNG)
    expect(safeImageUrl('data:image/svg+xml,<svg/>', [])).toBe('data:image/svg+xml,<svg/>')
  })

  it('shows images the configured catalogue serves, and nothing from anywhere else', () => {
    const icon = 'http://127.0.0.1:4100/getWalletImage/abc'
    expect(safeImageUrl(icon, [CATALOGUE])).toBe(icon)
    expect(safeImageUrl(icon, [])).toBeUndefined()
    expect(safeImageUrl('https://tracker.example/pixel.png', [CATALOGUE])).toBeUndefined()
    // A look-alike host that merely starts with the catalogue's text is not the catalogue.
    expect(safeImageUrl('http://127.0.0.1:41000/x.png', ['http://127.0.0.1:4100'])).toBeUndefined()
  })

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/x-icon;base64,AAAA',
    '',
    42,
    undefined,
  ])('refuses %j', (src) => {
    expect(safeImageUrl(src, [CATALOGUE])).toBeUndefined()
  })
})
