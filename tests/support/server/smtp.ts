import type { AddressObject } from 'mailparser'
import { afterAll, beforeAll } from 'vitest'
import { startSmtpInbox, type ReceivedMail, type SmtpInbox } from './smtp-inbox.ts'

/** A message the test SMTP server accepted: its envelope recipients and the message parsed back. */
export type Received = ReceivedMail

/**
 * A real SMTP server on 127.0.0.1 (random port) for the tests of one file, started before them
 * and closed after: `received` holds every message it accepted, `url()` is its SMTP_URL.
 */
export function testSmtpServer() {
  const received: Received[] = []
  let inbox: SmtpInbox | undefined
  beforeAll(async () => {
    inbox = await startSmtpInbox(received)
  })
  afterAll(() => inbox?.close())
  // One array from the start: a test file takes hold of it before the server starts, and may empty it
  // (received.length = 0).
  return {
    received,
    url: () => inbox?.url ?? '',
  }
}

export const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((a) => a.value.map((v) => v.address))
