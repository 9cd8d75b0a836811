import type { RawData } from 'ws'

/** A WebSocket message's text: ws hands a Buffer (its default), an ArrayBuffer, or a fragmented message's pieces. */
export function messageText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString()
  return (Buffer.isBuffer(data) ? data : Buffer.from(data)).toString()
}
