import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import PO from 'pofile'
import { strongEtag } from './http/etag.ts'
import type { Rendered } from './render/common/cache.ts'
import { acceptedTranslation } from '#shared/translation-style'

/**
 * The interface catalogs (locales/{lang}/messages.po) as source text -> translation, for clients
 * other than the app. Found beside the code, not in the working directory, so the server answers
 * the same whichever folder it was started from: src/server -> locales/ in the project, and the
 * compiled build/server/server -> build/locales/, where `npm run build:server` copies them.
 * Parsed once per language and kept: the files only change with a new release.
 */
const LOCALES = new URL('../../locales/', import.meta.url)
const parsed = new Map<string, Record<string, string>>()

export function interfaceCatalog(locale: string): Record<string, string> {
  let catalog = parsed.get(locale)
  if (!catalog) {
    const po = PO.parse(readFileSync(fileURLToPath(new URL(`${locale}/messages.po`, LOCALES)), 'utf8'))
    catalog = Object.fromEntries(
      po.items
        .filter((item) => !item.obsolete)
        .map((item) => [item.msgid, acceptedTranslation(item.msgid, item.msgstr.join('') || item.msgid)]),
    )
    parsed.set(locale, catalog)
  }
  return catalog
}

const answers = new Map<string, Rendered>()

/** The catalog as the JSON bytes of the answer with their ETag, made once per language. */
export function interfaceCatalogAnswer(locale: string): Rendered {
  let answer = answers.get(locale)
  if (!answer) {
    const body = Buffer.from(JSON.stringify(interfaceCatalog(locale)), 'utf8')
    answers.set(locale, (answer = { body, etag: strongEtag(body) }))
  }
  return answer
}
