import type { AddressInfo } from 'node:net'
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll } from 'vitest'

/** A message the test SMTP server accepted: its envelope recipients and the message parsed back. */
export interface Received {
  envelope: string[]
  mail: ParsedMail
}

/**
 * A real SMTP server on 127.0.0.1 (random port) for the tests of one file, started before them
 * and closed after: `received` holds every message it accepted, `url()` is its SMTP_URL.
 */
export function testSmtpServer() {
  const received: Received[] = []
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
  let url = ''
  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
    url = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())))
  return { received, url: () => url }
}

export const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((a) => a.value.map((v) => v.address))
