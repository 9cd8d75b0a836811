/** A page that posts a form as soon as it loads (response_mode=form_post): where it posts, and what. */
export interface PostedForm {
  action: string
  fields: URLSearchParams
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"' }

/** Reads the form of a form_post page (Apple's, oidc-provider's), its hidden fields' values unescaped. */
export function postedForm(html: string, base: string): PostedForm {
  const action = /<form method="post" action="([^"]*)"/.exec(html)?.[1]
  if (action === undefined) throw new Error(`No form to post on the page:\n${html}`)
  const fields = new URLSearchParams()
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/?>/g))
    fields.append(name!, unescape(value!))
  return { action: new URL(unescape(action), base).href, fields }
}

/**
 * What the visitor's browser does with the page: posts the form, cross-site, from the provider's origin
 * (so with its Origin and no cookie of the site it posts to). The answer is read, not followed.
 */
export function submit({ action, fields }: PostedForm, from: string): Promise<Response> {
  return fetch(action, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: new URL(from).origin },
    body: fields,
  })
}

function unescape(text: string): string {
  return text.replace(/&(#\d+|amp|lt|gt|quot);/g, (_, entity: string) =>
    entity.startsWith('#') ? String.fromCharCode(Number(entity.slice(1))) : ENTITIES[entity]!,
  )
}
