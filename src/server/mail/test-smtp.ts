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
    inbox = await startSmtpInbox()
  })
  afterAll(() => inbox?.close())
  // The inbox's own list, kept as the same array so tests may empty it (received.length = 0).
  return {
    get received() {
      return inbox?.received ?? received
    },
    url: () => inbox?.url ?? '',
  }
}

export const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((a) => a.value.map((v) => v.address))
