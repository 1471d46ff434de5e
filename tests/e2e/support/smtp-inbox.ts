import { createServer, type AddressInfo } from 'node:net'

export { startSmtpInbox, type ReceivedMail, type SmtpInbox } from '#test-support/server/smtp-inbox.ts'

/**
 * A port free right now, for a server whose own address must be known before it starts (its
 * PUBLIC_URL goes into the links of its e-mails).
 */
export async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  return port
}
