import { postedForm, type PostedForm } from '../../../../support/social-providers/form-post.ts'

/**
 * A visitor's browser as far as sign-in pages need one: follows nothing by itself (each redirect is read),
 * keeps cookies by name (the stand-in issuers name theirs per provider) and drops expired ones.
 */
export function socialVisitor() {
  const cookies = new Map<string, string>()

  async function go(url: string, form?: Record<string, string>): Promise<Response> {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
      body: form ? new URLSearchParams(form) : undefined,
    })
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';')
      const name = pair.slice(0, pair.indexOf('='))
      const expired = attributes.some((a) => /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(a))
      if (expired) cookies.delete(name)
      else cookies.set(name, pair.slice(name.length + 1))
    }
    return response
  }

  /** The Location of a redirect answer, resolved against the request URL. */
  function redirectOf(response: Response, from: string): string {
    if (response.status < 300 || response.status > 399) {
      throw new Error(`Expected a redirect from ${from}, got HTTP ${response.status}`)
    }
    return new URL(response.headers.get('location')!, from).href
  }

  return { go, redirectOf, cookies }
}

export type SocialVisitor = ReturnType<typeof socialVisitor>

/** The consent page's form target, read from its markup. */
export function formAction(html: string, base: string): string {
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]
  if (!action) throw new Error(`No sign-in form on the page:\n${html}`)
  return new URL(action.replaceAll('&#47;', '/'), base).href
}

type SignInForm = { name: string; email: string; decision: 'approve' | 'decline' }

/**
 * A new visitor signs in at a stand-in provider from its authorize URL (its sign-in page filled with
 * `form`): the provider's answer when it is done, and where that answer was read.
 */
async function answerAtProvider(authorizeUrl: string, form: SignInForm) {
  const visitor = socialVisitor()
  const consentUrl = visitor.redirectOf(await visitor.go(authorizeUrl), authorizeUrl)
  const action = formAction(await (await visitor.go(consentUrl)).text(), consentUrl)
  const resumeUrl = visitor.redirectOf(await visitor.go(action, form), action)
  return { visitor, resumeUrl, answer: await visitor.go(resumeUrl) }
}

/** The answer as a redirect: the relying party's callback URL with it. */
export async function signInAtProvider(authorizeUrl: string, form: SignInForm): Promise<URL> {
  const { visitor, resumeUrl, answer } = await answerAtProvider(authorizeUrl, form)
  return new URL(visitor.redirectOf(answer, resumeUrl))
}

/** The answer as a page posting a form to the relying party's callback (Apple's form_post). */
export async function formPostAtProvider(authorizeUrl: string, form: SignInForm): Promise<PostedForm> {
  const { resumeUrl, answer } = await answerAtProvider(authorizeUrl, form)
  if (answer.status !== 200) throw new Error(`Expected a form post page, got HTTP ${answer.status}`)
  return postedForm(await answer.text(), resumeUrl)
}
