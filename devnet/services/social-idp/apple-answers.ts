import type Provider from 'oidc-provider'
import type { SocialAccount, SocialAccounts } from './social-accounts.ts'

/** Apple's words for an authorization request asking for the user without form_post. */
export const APPLE_FORM_POST_REQUIRED =
  'response_mode must be form_post when name or email scope is requested.'

/**
 * What the stand-in Apple refuses that Apple refuses: name or email asked for without
 * response_mode=form_post (oidc-provider would answer those in the query).
 */
export function appleAuthorizationRefusal(authorize: URL): string | undefined {
  const scopes = (authorize.searchParams.get('scope') ?? '').split(' ')
  const asksUser = scopes.includes('name') || scopes.includes('email')
  return asksUser && authorize.searchParams.get('response_mode') !== 'form_post'
    ? APPLE_FORM_POST_REQUIRED
    : undefined
}

/**
 * Apple's form post carries `user`, the visitor's name and email as JSON, on an account's first
 * authorization only. oidc-provider emits a successful authorization's response parameters before it
 * renders them, so a listener may add this one.
 */
export function postAppleUser(oidc: Provider, accounts: SocialAccounts): void {
  oidc.on('authorization.success', (ctx, response) => {
    const sub = ctx.oidc.session?.accountId
    const account = sub === undefined ? undefined : accounts.find(sub)
    if (!account || !response || accounts.authorizedBefore(account.sub)) return
    const scope = ctx.oidc.params?.scope
    response.user = JSON.stringify(appleUser(account, (typeof scope === 'string' ? scope : '').split(' ')))
  })
}

function appleUser({ name, email }: SocialAccount, scopes: string[]) {
  const [firstName = '', ...rest] = name.split(' ')
  return {
    ...(scopes.includes('name') ? { name: { firstName, lastName: rest.join(' ') } } : {}),
    ...(scopes.includes('email') ? { email } : {}),
  }
}
