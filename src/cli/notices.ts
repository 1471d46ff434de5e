import type { Kysely } from 'kysely'
import type { Database } from '#server/db/schema'
import { editionRules, type Env } from '#server/env'
import type { ImportReport } from '#server/import/dossier-import'
import { authSecret } from '#server/index'
import { createLogger } from '#server/log'
import { deliverDueMail, pendingMail } from '#server/mail/queue'
import { createMailer } from '#server/mail/transport'
import { queueRevisionNotices } from '#server/notices/queue-notices'
import { monthsBefore, NOTICE_WINDOW_MONTHS } from '#server/notices/share-log'
import { readPhraseLibrary } from '#server/phrases/library'

export const NOTICES_HELP = `  notices [--dry-run] send the revision notices that are due now; --dry-run prints every
                      notice waiting to be sent instead (recipient, language, product, sections)`

/**
 * After `dossier import`: queues the revision notices the new versions call for. The links need the
 * portal's public address, so without PUBLIC_URL nothing is queued and the import says why.
 */
export async function queueNoticesAfterImport(db: Kysely<Database>, report: ImportReport, env: Env): Promise<void> {
  const imported = report.results.filter((r) => r.outcome !== 'unchanged')
  if (imported.length === 0) return
  if (!env.PUBLIC_URL) {
    // Said only when a notice could be due: an import nobody was sent anything of stays quiet.
    if (await anyoneSentTo(db, imported))
      console.log('PUBLIC_URL is not set: no revision notices were queued (their links need the portal address).')
    return
  }
  const planned = await queueRevisionNotices(db, imported, {
    library: await readPhraseLibrary(db),
    baseUrl: env.PUBLIC_URL,
    secret: authSecret(env),
    editions: editionRules(env),
  })
  for (const n of planned)
    console.log(`notice    ${n.recipient} [${n.lang}] ${n.permalink} version ${n.version}: sections ${n.sections.join(', ')}`)
  if (planned.length > 0) console.log(`${planned.length} revision notice(s) queued; the server sends them (or: dossier notices).`)
}

/** Whether any of the products was shared in the notice period. */
async function anyoneSentTo(db: Kysely<Database>, imported: { permalink: string }[]): Promise<boolean> {
  const row = await db
    .selectFrom('share_log as s')
    .innerJoin('products as p', 'p.id', 's.product_id')
    .select('s.id')
    .where(
      'p.permalink',
      'in',
      imported.map((i) => i.permalink),
    )
    .where('s.shared_at', '>=', monthsBefore(new Date(), NOTICE_WINDOW_MONTHS))
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

export async function runNoticesCommand(db: Kysely<Database>, args: string[], env: Env): Promise<number> {
  if (args.includes('--dry-run')) {
    const pending = await pendingMail(db)
    for (const m of pending) {
      const retry = m.attempts > 0 ? ` (attempt ${m.attempts + 1} at ${m.nextAttemptAt}; last error: ${m.lastError ?? '-'})` : ''
      console.log(`${m.recipient} [${m.lang}] ${m.summary}\n  ${m.subject}${retry}`)
    }
    console.log(`${pending.length} e-mail(s) waiting to be sent.`)
    return 0
  }
  const log = createLogger(env.LOG_LEVEL)
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, outboxDir: env.OUTBOX_DIR, from: env.MAIL_FROM, log })
  const result = await deliverDueMail(db, mailer, log)
  console.log(`sent ${result.sent}, failed ${result.failed} (to be retried), given up ${result.gaveUp}`)
  return result.failed + result.gaveUp > 0 ? 1 : 0
}
