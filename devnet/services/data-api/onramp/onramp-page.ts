import type { ExtraRoute } from '../../http/contract-router.ts'
import { ONRAMP_PAGE_PATH } from './onramp-handlers.ts'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** GET /devnet/onramp: where the generated onramp URL leads; says what a real provider would be asked. */
export const onrampPageRoute: ExtraRoute = {
  method: 'GET',
  paths: [ONRAMP_PAGE_PATH],
  async handle(_request, response, url) {
    const rows = [...url.searchParams].map(
      ([name, value]) => `<li>${escapeHtml(name)}: ${escapeHtml(value)}</li>`,
    )
    const html = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Portkit devnet onramp</title>
<h1>Portkit devnet onramp</h1><p>A real provider would start a purchase here. On the devnet nothing is bought.</p>
<ul>${rows.join('')}</ul></html>`
    response.statusCode = 200
    response.setHeader('Content-Type', 'text/html; charset=utf-8')
    response.end(html)
  },
}
