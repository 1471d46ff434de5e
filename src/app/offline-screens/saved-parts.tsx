import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useTabLabels } from '#features/dossier/components/tab-labels.ts'
import { TAB_ROUTES } from '#features/dossier/guard.ts'
import type { MissingPart } from '#features/dossier/load-dossier.ts'
import { savedQueries } from '#lib/saved-queries.ts'
import { docLanguageById } from '#shared/languages'
import type { DocumentKind, SavedDossier } from '#shared/saved-dossiers'
import type { TabCode } from '#shared/tabs'
import { TAB_KINDS } from '#shared/document-kinds'
import { NeverSaved } from './never-saved.tsx'
import { OfflineScreen } from './offline-screen.tsx'

/** The page each saved document opens; the detail in a language is the dossier's home in it. */
const TAB_OF: Partial<Record<DocumentKind, TabCode>> = Object.fromEntries([
  ['detail', 'pd'],
  ...TAB_KINDS.flatMap((kind) => ('html' in kind.saved ? [[kind.saved.html, kind.urlCode]] : [])),
])
const TAB_ORDER: readonly TabCode[] = ['pd', 'gh', 'mh', 'th', 'ee']

/** The pages of a saved dossier that open offline, per document language, in the tabs' order. */
export function savedPages(dossier: SavedDossier): { lang: number; tabs: TabCode[] }[] {
  const byLang = new Map<number, Set<TabCode>>()
  for (const doc of dossier.documents) {
    const tab = TAB_OF[doc.kind]
    if (tab && doc.lang !== null) byLang.set(doc.lang, (byLang.get(doc.lang) ?? new Set()).add(tab))
  }
  // The label is saved once, drawn in the product's label languages: it opens from any language whose SDS is saved.
  if (dossier.documents.some((doc) => doc.kind === 'label-png')) for (const tabs of byLang.values()) if (tabs.has('gh')) tabs.add('ee')
  return [...byLang].map(([lang, tabs]) => ({ lang, tabs: TAB_ORDER.filter((tab) => tabs.has(tab)) }))
}

interface Props {
  permalink: string
  part: MissingPart | undefined
}

/**
 * Offline, a page of a dossier this device has saved, but not this page (another document
 * language, a document the product gained since): say exactly what is missing and link every
 * saved page instead of a dead end.
 */
export function SavedPartsScreen({ permalink, part }: Props) {
  const { t } = useLingui()
  const labels = useTabLabels()
  const { data: dossier, isPending } = useQuery(savedQueries.one(permalink))
  if (isPending) return null
  if (!dossier) return <NeverSaved />
  const name = dossier.name
  const il = part?.il ?? dossier.interfaceLanguage
  const missing = part && labels[part.tab]
  const language = part && (docLanguageById(part.lang)?.name ?? String(part.lang))
  return (
    <OfflineScreen title={t`Not saved on this device`} heading={t`This part is not saved on this device`}>
      <p>
        {missing && language
          ? t`You are offline. ${name} is saved on this device, but not its ${missing} in ${language}.`
          : t`You are offline. ${name} is saved on this device, but not this page.`}
      </p>
      <h2>
        <Trans>Saved on this device</Trans>
      </h2>
      <ul className="saved-parts">
        {savedPages(dossier).map(({ lang, tabs }) => {
          const languageName = docLanguageById(lang)?.name ?? String(lang)
          return (
            <li key={lang}>
              <span lang={docLanguageById(lang)?.code}>{languageName}</span>
              <ul aria-label={languageName}>
                {tabs.map((tab) => (
                  <li key={tab}>
                    <Link to={TAB_ROUTES[tab]} params={{ id: dossier.id, il, lang: String(lang) }}>
                      {labels[tab]}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          )
        })}
      </ul>
    </OfflineScreen>
  )
}
