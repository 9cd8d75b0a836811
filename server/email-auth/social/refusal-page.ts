import { escapeMarkup } from '../../http/escape-markup.ts'

/** The page a visitor's sign-in popup shows when the auth service refuses the provider's redirect. */
export function refusalPage(title: string, reasons: string[]): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeMarkup(title)}</title>
<style>body { margin: 2rem auto; max-width: 26rem; font: 15px/1.5 system-ui, sans-serif; }</style></head>
<body><main>
<h1>${escapeMarkup(title)}</h1>
<ul role="alert">${reasons.map((reason) => `<li>${escapeMarkup(reason)}</li>`).join('')}</ul>
</main></body>
</html>`
}
