/** A display name, not a document: what Apple's sign-in sheet lets a visitor type fits well within it. */
const NAME_MAX = 100

/**
 * The visitor's name from the `user` field Apple posts on their first sign-in only:
 * JSON `{"name":{"firstName":"…","lastName":"…"},"email":"…"}`. The browser passes it on unsigned, so it
 * names the visitor and nothing more (their email comes from the verified ID token): control characters
 * dropped, spaces collapsed, its length capped. Anything else, or no field at all, is no name.
 */
export function appleUserName(user: string | null): string {
  let parsed: unknown
  try {
    parsed = JSON.parse(user ?? 'null')
  } catch {
    return ''
  }
  const name = (parsed as { name?: { firstName?: unknown; lastName?: unknown } } | null)?.name
  const parts = [name?.firstName, name?.lastName].filter((part) => typeof part === 'string')
  return parts
    .join(' ')
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, NAME_MAX)
}
