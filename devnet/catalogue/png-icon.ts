import { createHash } from 'node:crypto'
import { crc32, deflateSync } from 'node:zlib'

/**
 * Wallet icons as PNG, like the public wallet catalogue serves them. Raster on purpose: an SVG icon with
 * text is laid out and painted on the page's main thread each time a row scrolls into view, which made
 * the devnet's 738-wallet list cost twice what a real catalogue's list does (see bench/all-wallets.ts).
 */
export const PNG_CONTENT_TYPE = 'image/png'

/** Drawn at 64 px: the modal shows wallet icons at 32 CSS px, so this is sharp on 2x screens. */
const SIZE = 64
const CORNER_RADIUS = 14
const GLYPH_SCALE = 4
const GLYPH_GAP = 4

/** A 5x7 bitmap font for monograms, one string of rows per character. */
const GLYPHS: Record<string, string> = {
  A: '01110 10001 10001 11111 10001 10001 10001',
  B: '11110 10001 10001 11110 10001 10001 11110',
  C: '01110 10001 10000 10000 10000 10001 01110',
  D: '11110 10001 10001 10001 10001 10001 11110',
  E: '11111 10000 10000 11110 10000 10000 11111',
  F: '11111 10000 10000 11110 10000 10000 10000',
  G: '01110 10001 10000 10111 10001 10001 01111',
  H: '10001 10001 10001 11111 10001 10001 10001',
  I: '01110 00100 00100 00100 00100 00100 01110',
  J: '00111 00010 00010 00010 00010 10010 01100',
  K: '10001 10010 10100 11000 10100 10010 10001',
  L: '10000 10000 10000 10000 10000 10000 11111',
  M: '10001 11011 10101 10101 10001 10001 10001',
  N: '10001 10001 11001 10101 10011 10001 10001',
  O: '01110 10001 10001 10001 10001 10001 01110',
  P: '11110 10001 10001 11110 10000 10000 10000',
  Q: '01110 10001 10001 10001 10101 10010 01101',
  R: '11110 10001 10001 11110 10100 10010 10001',
  S: '01111 10000 10000 01110 00001 00001 11110',
  T: '11111 00100 00100 00100 00100 00100 00100',
  U: '10001 10001 10001 10001 10001 10001 01110',
  V: '10001 10001 10001 10001 10001 01010 00100',
  W: '10001 10001 10001 10101 10101 10101 01010',
  X: '10001 10001 01010 00100 01010 10001 10001',
  Y: '10001 10001 01010 00100 00100 00100 00100',
  Z: '11111 00001 00010 00100 01000 10000 11111',
  0: '01110 10001 10011 10101 11001 10001 01110',
  1: '00100 01100 00100 00100 00100 00100 01110',
  2: '01110 10001 00001 00010 00100 01000 11111',
  3: '11111 00010 00100 00010 00001 10001 01110',
  4: '00010 00110 01010 10010 11111 00010 00010',
  5: '11111 10000 11110 00001 00001 10001 01110',
  6: '00110 01000 10000 11110 10001 10001 01110',
  7: '11111 00001 00010 00100 01000 01000 01000',
  8: '01110 10001 10001 01110 10001 10001 01110',
  9: '01110 10001 10001 01111 00001 00010 01100',
}
const GLYPH_WIDTH = 5
const GLYPH_HEIGHT = 7

/** Up to two letters or digits of a wallet name: the initials of its words, else its first two. */
export function monogram(name: string): string {
  const words = name
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean)
  const letters = words.length > 1 ? words.map((word) => word[0]).join('') : (words[0] ?? '')
  return letters.slice(0, 2)
}

/** A rounded square in a diagonal gradient of the id's hue, with the name's monogram in white. */
export function drawWalletPng(id: string, name: string): Uint8Array {
  const hue = createHash('sha256').update(`wallet:${id}`).digest().readUInt16BE(0) % 360
  const [from, to] = [hslToRgb(hue, 0.7, 0.58), hslToRgb((hue + 40) % 360, 0.7, 0.42)]
  const pixels = new Uint8Array(SIZE * SIZE * 4)
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      if (!insideRoundedSquare(x, y)) continue
      const t = (x + y) / (2 * (SIZE - 1))
      setPixel(
        pixels,
        x,
        y,
        [0, 1, 2].map((i) => Math.round(from[i]! + (to[i]! - from[i]!) * t)),
      )
    }
  }
  drawText(pixels, monogram(name))
  return encodePng(SIZE, SIZE, pixels)
}

function insideRoundedSquare(x: number, y: number): boolean {
  const r = CORNER_RADIUS
  const cx = Math.min(Math.max(x + 0.5, r), SIZE - r)
  const cy = Math.min(Math.max(y + 0.5, r), SIZE - r)
  return (x + 0.5 - cx) ** 2 + (y + 0.5 - cy) ** 2 <= r * r
}

function drawText(pixels: Uint8Array, text: string): void {
  const chars = [...text].filter((char) => GLYPHS[char])
  const width = chars.length * GLYPH_WIDTH * GLYPH_SCALE + Math.max(0, chars.length - 1) * GLYPH_GAP
  const left = Math.floor((SIZE - width) / 2)
  const top = Math.floor((SIZE - GLYPH_HEIGHT * GLYPH_SCALE) / 2)
  chars.forEach((char, index) => {
    const rows = GLYPHS[char]!.split(' ')
    const glyphLeft = left + index * (GLYPH_WIDTH * GLYPH_SCALE + GLYPH_GAP)
    rows.forEach((row, gy) => {
      ;[...row].forEach((bit, gx) => {
        if (bit !== '1') return
        for (let dy = 0; dy < GLYPH_SCALE; dy++)
          for (let dx = 0; dx < GLYPH_SCALE; dx++)
            setPixel(pixels, glyphLeft + gx * GLYPH_SCALE + dx, top + gy * GLYPH_SCALE + dy, [255, 255, 255])
      })
    })
  })
}

function setPixel(pixels: Uint8Array, x: number, y: number, [r, g, b]: number[]): void {
  pixels.set([r!, g!, b!, 255], (y * SIZE + x) * 4)
}

function hslToRgb(hue: number, saturation: number, lightness: number): [number, number, number] {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12
    return 255 * (lightness - (chroma / 2) * Math.max(-1, Math.min(k - 3, 9 - k, 1)))
  }
  return [channel(0), channel(8), channel(4)]
}

/**
 * PNG bytes of an RGBA image (8 bits per channel, no filtering): signature, IHDR, one IDAT, IEND. Node's
 * zlib does the compression and the checksums; this is the whole container format a drawn icon needs.
 */
function encodePng(width: number, height: number, rgba: Uint8Array): Uint8Array {
  const rows = Buffer.alloc(height * (width * 4 + 1))
  for (let y = 0; y < height; y++) {
    // Each scanline starts with its filter type, 0 (none).
    rows.set(rgba.subarray(y * width * 4, (y + 1) * width * 4), y * (width * 4 + 1) + 1)
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 6, 0, 0, 0], 8) // 8-bit depth, RGBA, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

function chunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const checksum = Buffer.alloc(4)
  checksum.writeUInt32BE(crc32(typeAndData))
  return Buffer.concat([length, typeAndData, checksum])
}
