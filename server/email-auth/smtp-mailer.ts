import type { Transporter } from 'nodemailer'
import { importOptional } from '../optional-package.ts'

export interface MailMessage {
  from: string
  to: string
  subject: string
  text: string
}

/**
 * Sends mail over SMTP with nodemailer, loaded at the first mail: a server without email login never
 * needs the package, and one without it answers each mail with the install line.
 */
export function smtpMailer(smtp: string | { host: string; port: number }) {
  let transport: Promise<Transporter> | undefined
  const open = async () => {
    const { createTransport } = await importOptional('nodemailer', 'Email login', () => import('nodemailer'))
    return createTransport(
      typeof smtp === 'string' ? smtp : { host: smtp.host, port: smtp.port, secure: false },
    )
  }
  return {
    async send(message: MailMessage): Promise<void> {
      transport ??= open()
      await (await transport).sendMail(message)
    },
  }
}
