/** One line of `portkit serve doctor`: a source the server config names, and what was found there. */
export interface DoctorCheck {
  /** What it is about: a chain (its CAIP-2 id), `prices`, `email`, `onramp`. */
  subject: string
  /** The part checked: node, Multicall3, history, a currency's price, SMTP, a social provider. */
  part: string
  /**
   * ok: configured and working; off: not configured, so the feature is off (the detail says what visitors
   * see); fail: configured but not working.
   */
  outcome: 'ok' | 'off' | 'fail'
  detail: string
}

export const ok = (subject: string, part: string, detail: string): DoctorCheck => ({
  subject,
  part,
  outcome: 'ok',
  detail,
})
export const off = (subject: string, part: string, detail: string): DoctorCheck => ({
  subject,
  part,
  outcome: 'off',
  detail,
})
export const fail = (subject: string, part: string, detail: string): DoctorCheck => ({
  subject,
  part,
  outcome: 'fail',
  detail,
})

/** An error's first line, without what a library appends (request bodies, versions, URLs with keys). */
export function shortReason(error: unknown): string {
  const { shortMessage, message } = (error ?? {}) as { shortMessage?: unknown; message?: unknown }
  const text =
    typeof shortMessage === 'string' ? shortMessage : typeof message === 'string' ? message : String(error)
  return text.split('\n')[0]!
}

/** A URL as the report shows it: scheme and host only, since its user, path or query may hold a secret. */
export const originOf = (url: string): string => {
  try {
    const { protocol, host } = new URL(url)
    return `${protocol}//${host}`
  } catch {
    return '(not a URL)'
  }
}
