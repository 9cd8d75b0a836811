import { describe, expect, it } from 'vitest'
import { expectHttpUrl, expectImageUrl } from '../../../generator/config/checks.ts'
import { configuredImageUrl } from '../../../runtime/core/safe-image-url.ts'
import { safeHttpUrl } from '../../../runtime/core/safe-url.ts'

/**
 * Security: one rule for a URL the host's config puts into the modal (the legal links of
 * `termsConditionsUrl` and `privacyPolicyUrl`, the images of `chainImages`), used by the runtime as it
 * renders and by the generator as it validates, so both always agree.
 */

const UNSAFE = [
  'javascript:alert(1)',
  ' JavaScript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  '/terms',
  'terms.html',
  '//shop.example/terms',
  'https://',
  '',
  42,
  undefined,
]

describe('security: links and configured URLs are absolute http(s) only', () => {
  it.each(['https://shop.example/terms', 'http://127.0.0.1:5173/privacy#data', 'HTTPS://SHOP.EXAMPLE/'])(
    'keeps %j',
    (url) => {
      expect(safeHttpUrl(url)).toBe(url)
      expect(expectHttpUrl(url, 'termsConditionsUrl')).toBe(url)
    },
  )

  it.each(UNSAFE)('refuses %j, in the modal and in the generator', (url) => {
    expect(safeHttpUrl(url)).toBeUndefined()
    expect(() => expectHttpUrl(url, 'termsConditionsUrl')).toThrow(
      /termsConditionsUrl.*must be an http\(s\) URL/,
    )
  })
})

describe('security: a configured image (chainImages) is an http(s) URL or an inline data image', () => {
  it.each([
    'https://cdn.chain.example/beta.svg',
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/svg+xml,<svg/>',
  ])('keeps %j', (url) => {
    expect(configuredImageUrl(url)).toBe(url)
    expect(expectImageUrl(url, 'chainImages.eip155:1')).toBe(url)
  })

  it.each([...UNSAFE, 'data:image/x-icon;base64,AAAA'])(
    'refuses %j, in the modal and in the generator',
    (url) => {
      expect(configuredImageUrl(url)).toBeUndefined()
      expect(() => expectImageUrl(url, 'chainImages.eip155:1')).toThrow(
        /must be an http\(s\) or data:image URL/,
      )
    },
  )
})
