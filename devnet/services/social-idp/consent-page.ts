import { escapeMarkup } from '../../../server/http/escape-markup.ts'
import type { SocialProvider } from '../../../server/email-auth/social/social-providers.ts'
import { SOCIAL_PROVIDER_LABELS } from './stand-in-client.ts'

export interface ConsentPageInput {
  provider: SocialProvider
  /** Where the form posts: the interaction's own path. */
  action: string
  clientId: string
  scopes: string[]
  /** What the visitor typed, shown again with the problems when it was refused. */
  values?: { name: string; email: string }
  problems?: string[]
}

const STYLE = `
body { margin: 0; font: 15px/1.5 system-ui, sans-serif; background: #f4f5f7; color: #15171a; }
main { max-width: 26rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 12px; }
.badge { margin: 0 0 1rem; padding: .5rem .75rem; border-radius: 8px; background: #fff4d6; color: #5c4100; font-size: 13px; }
h1 { margin: 0 0 1rem; font-size: 1.4rem; }
form { display: grid; gap: .75rem; } label { display: grid; gap: .25rem; font-weight: 600; font-size: 14px; }
input { padding: .55rem .7rem; border: 1px solid #b9bec6; border-radius: 8px; font: inherit; }
.errors { color: #b3261e; margin: 0; padding: .5rem .75rem; border: 1px solid #b3261e; border-radius: 8px; font-size: 13px; }
.row { display: grid; grid-template-columns: 1fr 1fr; gap: .75rem; }
button { padding: .7rem; border: 0; border-radius: 8px; background: #1652f0; color: #fff; font: inherit; font-weight: 600; }
button[value='decline'] { background: #e6e8eb; color: #15171a; }
`

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeMarkup(title)}</title><style>${STYLE}</style></head>
<body><main>
<p class="badge">Devnet test provider: it stands in for a real sign-in provider. Nothing leaves this machine.</p>
<h1>${escapeMarkup(title)}</h1>
${body}
</main></body>
</html>`
}

/** The stand-in's login and consent in one form: a test user types who they are, then approves or declines. */
export function consentPage(input: ConsentPageInput): string {
  const label = SOCIAL_PROVIDER_LABELS[input.provider]
  const problems = input.problems?.length
    ? `<ul class="errors" role="alert">${input.problems.map((p) => `<li>${escapeMarkup(p)}</li>`).join('')}</ul>`
    : ''
  const scopes = input.scopes.map((scope) => `<li>${escapeMarkup(scope)}</li>`).join('')
  return page(
    `Sign in with ${label}`,
    `<p><strong>${escapeMarkup(input.clientId)}</strong> asks ${escapeMarkup(label)} for:</p>
<ul>${scopes}</ul>
${problems}
<form method="post" action="${escapeMarkup(input.action)}">
<label>Display name <input name="name" autocomplete="name" maxlength="64" required value="${escapeMarkup(input.values?.name ?? '')}"></label>
<label>Email <input name="email" type="email" autocomplete="email" maxlength="254" required value="${escapeMarkup(input.values?.email ?? '')}"></label>
<div class="row">
<button type="submit" name="decision" value="decline" formnovalidate>Decline</button>
<button type="submit" name="decision" value="approve">Approve</button>
</div>
</form>`,
  )
}

export function problemPage(title: string, reasons: string[]): string {
  return page(
    title,
    `<ul class="errors" role="alert">${reasons.map((r) => `<li>${escapeMarkup(r)}</li>`).join('')}</ul>`,
  )
}
