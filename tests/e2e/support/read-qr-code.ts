import { createRequire } from 'node:module'
import type { Locator, Page } from '@playwright/test'

const JSQR_SCRIPT = createRequire(import.meta.url).resolve('jsqr/dist/jsQR.js')
const SIDE = 400

/**
 * What a camera would read from a QR code image: the image drawn on a white canvas and decoded with jsQR
 * in the page. Undefined when nothing decodes.
 */
export async function readQrCode(page: Page, image: Locator): Promise<string | undefined> {
  const src = await image.getAttribute('src')
  if (!src) return undefined
  await page.addScriptTag({ path: JSQR_SCRIPT })
  return page.evaluate(
    async ({ src, side }) => {
      type Decode = (data: Uint8ClampedArray, width: number, height: number) => { data: string } | null
      const decode = (window as unknown as { jsQR: Decode }).jsQR
      const image = new Image()
      image.src = src
      await image.decode()
      const canvas = document.createElement('canvas')
      canvas.width = canvas.height = side
      const context = canvas.getContext('2d')!
      context.fillStyle = '#fff'
      context.fillRect(0, 0, side, side)
      context.drawImage(image, 0, 0, side, side)
      return decode(context.getImageData(0, 0, side, side).data, side, side)?.data ?? undefined
    },
    { src, side: SIDE },
  )
}
