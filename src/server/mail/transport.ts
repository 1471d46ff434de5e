import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import nodemailer from 'nodemailer'
import type { Logger } from '../log.ts'

export interface OutgoingMail {
  to: string
  subject: string
  html: string
  text: string
  replyTo?: { name: string; address: string }
  lang: string
  /** More headers (List-Unsubscribe of a notice); they cannot replace the ones set here. */
  headers?: Record<string, string>
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>
  /** Where messages go, for the start-up log (never the SMTP password). */
  describe: string
}

export interface MailerOptions {
  smtpUrl?: string
  outboxDir: string
  from: string
  log: Logger
}

function withoutPassword(url: string): string {
  try {
    const u = new URL(url)
    if (u.password) u.password = '***'
    return u.toString()
  } catch {
    return '(SMTP_URL)'
  }
}

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise every message becomes an .eml file in the
 * outbox folder (something to open in a mail program while developing), and the log says where.
 * nodemailer encodes every header it writes: addresses, names and subjects cannot add headers.
 */
export function createMailer({ smtpUrl, outboxDir, from, log }: MailerOptions): Mailer {
  const message = (mail: OutgoingMail) => ({
    from,
    to: mail.to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: { ...mail.headers, 'Content-Language': mail.lang, 'Auto-Submitted': 'auto-generated' },
    disableFileAccess: true,
    disableUrlAccess: true,
  })
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl)
    return {
      describe: withoutPassword(smtpUrl),
      async send(mail) {
        await transport.sendMail(message(mail))
      },
    }
  }
  const dir = resolve(outboxDir)
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    describe: `${dir} (.eml files; set SMTP_URL to send)`,
    async send(mail) {
      const info = await transport.sendMail(message(mail))
      await mkdir(dir, { recursive: true })
      const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`)
      await writeFile(file, info.message as Buffer)
      log.info('e-mail written to the outbox', { file })
    },
  }
}
