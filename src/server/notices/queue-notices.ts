import type { Kysely } from 'kysely'
import { BRANDS, editionForHost, type EditionRules } from '#shared/brands'
import { docLanguageById, isInterfaceLanguage, type DocLanguageCode, type InterfaceLanguage } from '#shared/languages'
import type { Database } from '../db/schema.ts'
import { enqueueMail, type QueuedMail } from '../mail/queue.ts'
import { noticeMessage } from '../mail/notice-message.ts'
import { productLink } from '../mail/share-message.ts'
import type { PhraseLibrary } from '../phrases/library.ts'
import { findProduct, type ProductRecord } from '../repos/products.ts'
import { noticeSections, type ChangedSection } from './changed-sections.ts'
import { monthsBefore, NOTICE_WINDOW_MONTHS, recipientsSince } from './share-log.ts'
import { unsubscribedAmong, unsubscribeToken } from './unsubscribe.ts'

export interface NoticeOptions {
  library: PhraseLibrary
  /** The portal's public address (PUBLIC_URL): every link of a notice points there. */
  baseUrl: string
  /** The server's secret (AUTH_SECRET): signs the unsubscribe links. */
  secret: string
  editions?: EditionRules
  now?: Date
}

/** A version that was just imported. */
export interface ImportedVersion {
  permalink: string
  version: string
}

export interface PlannedNotice {
  permalink: string
  version: string
  recipient: string
  sections: number[]
  lang: DocLanguageCode
}

export const UNSUBSCRIBE_PATH = '/api/v1/notices/unsubscribe'
export const NOTICE_KIND = 'revision-notice'

/** The keys of the list that are in the queue already (sent or not). */
async function alreadyQueued(db: Kysely<Database>, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set()
  const rows = await db.selectFrom('mail_queue').select('dedupe_key').where('dedupe_key', 'in', keys).execute()
  return new Set(rows.map((r) => r.dedupe_key))
}

/** Languages the product's sheet is published in, in the file's order. */
const sheetLanguages = (record: ProductRecord) =>
  record.product.doc_sds === 1 ? record.languages.filter((l) => l.sds_valid === 1 && l.sds_created === 1).map((l) => l.lang_id) : []

/**
 * Queues the revision notices a newly imported version calls for: when it is the product's newest
 * version and its changes from the version before touch a section of NOTICE_SECTIONS, everyone the
 * product was shared with in the last 12 months (REACH Art. 31(9)) gets one e-mail, unless they
 * unsubscribed or were already sent this version. Each notice is in the language of the sheet the
 * recipient was sent when that is a message language, else in the share e-mail's language; the
 * changed sections are those of that sheet language. Answers what was queued.
 */
export async function queueRevisionNotices(
  db: Kysely<Database>,
  imported: ImportedVersion[],
  options: NoticeOptions,
): Promise<PlannedNotice[]> {
  const now = options.now ?? new Date()
  const base = options.baseUrl.replace(/\/+$/, '')
  const portalName = BRANDS[editionForHost(new URL(base).hostname, options.editions)].name
  const planned: PlannedNotice[] = []
  for (const item of imported) {
    const record = await findProduct(db, item.permalink)
    const [newest, previous] = record?.versions ?? []
    // An older version added to the history, or a product's first version, tells nobody anything new.
    if (!record || !newest || !previous || newest.number !== item.version) continue
    const languages = sheetLanguages(record)
    if (languages.length === 0) continue
    const all = (await recipientsSince(db, record.product.id, monthsBefore(now, NOTICE_WINDOW_MONTHS))).filter(
      (r) => r.versionId !== newest.id,
    )
    const keyOf = (recipient: string) => `${NOTICE_KIND}:${record.product.permalink}:${newest.number}:${recipient}`
    const unsubscribed = await unsubscribedAmong(
      db,
      all.map((r) => r.recipient),
    )
    const queuedBefore = await alreadyQueued(
      db,
      all.map((r) => keyOf(r.recipient)),
    )
    const sectionsByLang = new Map<number, ChangedSection[]>()
    const mails: QueuedMail[] = []
    for (const r of all.filter((x) => !unsubscribed.has(x.recipient) && !queuedBefore.has(keyOf(x.recipient)))) {
      const langId = languages.includes(r.docLangId) ? r.docLangId : languages[0]!
      const langCode = docLanguageById(langId)!.code
      let sections = sectionsByLang.get(langId)
      if (!sections) {
        sections = await noticeSections(db, options.library, record, { newer: newest.id, older: previous.id }, langCode)
        sectionsByLang.set(langId, sections)
      }
      if (sections.length === 0) continue
      // The notice is in the language of the sheet it announces; its links open the interface in
      // that language when the app has it, else in the share e-mail's, else in English.
      const lang: DocLanguageCode = langCode
      const il: InterfaceLanguage = isInterfaceLanguage(langCode) ? langCode : isInterfaceLanguage(r.messageLang) ? r.messageLang : 'en'
      // The comparison starts from the version this recipient was sent, while the portal still has it.
      const known = record.versions.some((v) => v.id === r.versionId) ? r.versionId! : previous.id
      const sheetUrl = productLink(base, record.product.permalink, il, 'sds', langId)
      const unsubscribeUrl = `${base}${UNSUBSCRIBE_PATH}?token=${unsubscribeToken(options.secret, r.recipient)}&lang=${lang}`
      const message = noticeMessage({
        product: record.product.name,
        version: newest.number,
        revisionDate: newest.revision_date,
        sections,
        lang,
        compareUrl: `${sheetUrl}?version=${newest.id}&compare=${known}`,
        sheetUrl,
        unsubscribeUrl,
        portalName,
      })
      const numbers = sections.map((s) => s.number)
      mails.push({
        ...message,
        kind: NOTICE_KIND,
        to: r.recipient,
        lang,
        dedupeKey: keyOf(r.recipient),
        summary: `${record.product.permalink} version ${newest.number}: sections ${numbers.join(', ')}`,
        // One-click unsubscribe from the mail program (RFC 8058) posts to the same address.
        headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      })
      planned.push({ permalink: record.product.permalink, version: newest.number, recipient: r.recipient, sections: numbers, lang })
    }
    await enqueueMail(db, mails, now)
  }
  return planned
}
