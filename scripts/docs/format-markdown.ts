import { fileURLToPath } from 'node:url'
import { format, resolveConfig } from 'prettier'

/** A generated page in the repository's Prettier style, so `npm run lint` and the page agree. */
export async function formatMarkdown(markdown: string): Promise<string> {
  const file = fileURLToPath(new URL('../../docs/generated.md', import.meta.url))
  const options = await resolveConfig(file)
  return format(markdown, { ...options, filepath: file })
}
