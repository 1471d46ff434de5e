import type { AddressInfo } from 'node:net'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

/** A message the inbox accepted: its envelope recipients and the message parsed back. */
export interface ReceivedMail {
  envelope: string[]
  mail: ParsedMail
}

export interface SmtpInbox {
  /** e.g. smtp://127.0.0.1:41234: the SMTP_URL of a server that should deliver here. */
  url: string
  received: ReceivedMail[]
  close(): Promise<void>
}

/**
 * A real SMTP server on 127.0.0.1 (free port) that keeps every message it accepts, in `received`
 * when given (a list a test took hold of before the server started).
 */
export async function startSmtpInbox(received: ReceivedMail[] = []): Promise<SmtpInbox> {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({ envelope: session.envelope.rcptTo.map((r) => r.address), mail })
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  return {
    url: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  }
}
