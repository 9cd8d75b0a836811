/**
 * Text edits on one `{ ... }` or `[ ... ]` literal that keep the rest of the file byte for byte: the
 * developer's comments, quotes, line breaks and trailing-comma style. Inserting an item and removing it
 * again gives back the original text, so `portkit add` then `portkit remove` is a no-op.
 */

/** Positions of a literal as the parser reports them: brackets at `start` and `end - 1`. */
export interface ListShape {
  start: number
  end: number
  /** Each item without its leading comments, as ts-morph's getStart()/getEnd() give it. */
  items: { start: number; end: number }[]
  /** Objects pad their braces (`{ a }`); arrays do not (`[a]`), as Prettier prints them. */
  padded: boolean
}

export function insertItem(text: string, list: ListShape, item: string): string {
  const last = list.items.at(-1)
  if (!last) {
    if (text.slice(list.start + 1, list.end - 1).trim() !== '') throw new Error('list holds only comments')
    return splice(text, list.start + 1, list.end - 1, list.padded ? ` ${item} ` : item)
  }
  if (!isMultiLine(text, list)) return splice(text, last.end, last.end, `, ${item}`)
  const indent = text.slice(lineStart(text, last.start), last.start)
  const comma = commaAfter(text, last.end)
  // The new line goes after the last item's line, so a comment at the end of that line stays there.
  const eol = lineEnd(text, comma ?? last.end)
  if (comma !== undefined) return splice(text, eol, eol, `\n${indent}${item},`)
  return splice(splice(text, eol, eol, `\n${indent}${item}`), last.end, last.end, ',')
}

export function removeItem(text: string, list: ListShape, index: number): string {
  const item = list.items[index]
  if (!item) throw new RangeError(`no item ${index}`)
  if (list.items.length === 1) return splice(text, list.start + 1, list.end - 1, '')
  const previous = list.items[index - 1]
  const comma = commaAfter(text, item.end)

  const from = lineStart(text, item.start)
  if (isMultiLine(text, list) && text.slice(from, item.start).trim() === '') {
    const eol = lineEnd(text, comma ?? item.end)
    // A comment after the item on its line is about the item, and goes with it.
    const rest = text.slice((comma ?? item.end - 1) + 1, eol).trim()
    const alone = rest === '' || rest.startsWith('//')
    // An item on its own line, with its comma: the whole line goes.
    if (comma !== undefined && alone && eol < text.length) return splice(text, from, eol + 1, '')
    // The last item, without a comma: its line goes, and so does the comma its predecessor needed.
    const separator = previous && commaAfter(text, previous.end)
    if (comma === undefined && alone && separator !== undefined) {
      return splice(splice(text, from - 1, eol, ''), separator, separator + 1, '')
    }
  }
  // Otherwise the separator goes with it: the one before it, or for the first item the one after.
  if (previous) return splice(text, previous.end, item.end, '')
  return splice(text, item.start, list.items[index + 1]!.start, '')
}

function isMultiLine(text: string, list: ListShape): boolean {
  return text.slice(list.start, list.items[0]?.start ?? list.end).includes('\n')
}

/** The comma right after `position`, skipping spaces and line breaks only. */
function commaAfter(text: string, position: number): number | undefined {
  const match = /^\s*,/.exec(text.slice(position))
  return match ? position + match[0].length - 1 : undefined
}

/** The line break ending the line that `position` is on (or the end of the text). */
function lineEnd(text: string, position: number): number {
  const newline = text.indexOf('\n', position)
  return newline === -1 ? text.length : newline
}

function lineStart(text: string, position: number): number {
  return text.lastIndexOf('\n', position - 1) + 1
}

function splice(text: string, from: number, to: number, insert: string): string {
  return text.slice(0, from) + insert + text.slice(to)
}
