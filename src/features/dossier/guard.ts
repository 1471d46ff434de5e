import type { QueryClient } from '@tanstack/react-query'
import { isRedirect, redirect } from '@tanstack/react-router'
import { isServerFailure } from '#lib/errors/app-error.ts'
import { docLanguageByCode } from '#shared/languages'
import { decideGuard, GUARDED_TABS, validLanguagesFor, type GuardedTab, type TabCode } from '#shared/tabs'
import { DossierNotOnDeviceError, loadDossier } from './load-dossier.ts'
import { noticeAfterRedirect } from './redirect-notice.ts'

export interface DossierParams {
  id: string
  il: string
  lang: string
}

/** The route of every tab, so a redirect can name its target with typed params. */
export const TAB_ROUTES = {
  pd: '/$id/$il/pd/$lang',
  pi: '/$id/$il/pi/$lang',
  gh: '/$id/$il/gh/$lang',
  th: '/$id/$il/th/$lang',
  ee: '/$id/$il/ee/$lang',
  ed: '/$id/$il/ed/$lang',
  mh: '/$id/$il/mh/$lang',
} as const satisfies Record<TabCode, string>

/**
 * The guard of gh, th, mh, ee and ed, run in beforeLoad through the query cache so a
 * saved dossier passes offline. An ISO code in the language slot is accepted and moved to its id.
 */
export async function guardDocTab(
  queryClient: QueryClient,
  params: DossierParams,
  tab: GuardedTab,
  from?: string,
  preload = false,
): Promise<void> {
  const iso = docLanguageByCode(params.lang)
  if (iso) throw redirect({ to: TAB_ROUTES[tab], params: { ...params, lang: String(iso.id) }, replace: true })

  let decision
  let valid: number[] = []
  try {
    const product = await loadDossier(queryClient, params.id, params.il, from)
    decision = decideGuard(product, tab, Number(params.lang))
    valid = validLanguagesFor(product, GUARDED_TABS[tab])
  } catch (error) {
    // The dossier itself is not on the device (no part of it is): the screen for a dossier never saved.
    if (error instanceof DossierNotOnDeviceError) throw error
    // A server that failed is not an invalid sheet: the dossier error page offers to try again.
    if (isServerFailureRedirect(error)) throw error
    throw redirect({ to: '/sdserror', search: { id: params.id, il: params.il, lang: params.lang } })
  }
  if (decision.kind === 'redirect') {
    // Either way the visitor sees something else than the address asked for: the page says what.
    const document = GUARDED_TABS[tab]
    noticeAfterRedirect(
      decision.tab === tab
        ? { kind: 'documentLanguage', document, asked: params.lang, shown: decision.lang, available: valid }
        : { kind: 'documentUnavailable', document },
      preload,
    )
    throw redirect({ to: TAB_ROUTES[decision.tab], params: { ...params, lang: String(decision.lang) }, replace: true })
  }
}

function isServerFailureRedirect(error: unknown): boolean {
  if (!isRedirect(error) || error.options.to !== '/dossiererror') return false
  const search: unknown = error.options.search
  const type = search && typeof search === 'object' && 'type' in search ? search.type : undefined
  return typeof type === 'string' && isServerFailure({ type })
}
