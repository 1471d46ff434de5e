import type { DocTab } from '#shared/tabs'

/**
 * What a visitor asked for and did not get: every redirect (or fallback) that shows something other
 * than the address asked for leaves one of these, and the page that is shown says so
 * (components/redirect-notices.tsx).
 */
export type RedirectNotice =
  /** The interface language of the address is not one the app is translated into. */
  | { kind: 'interfaceLanguage'; asked: string }
  /** The tab code of the address is not a page of a dossier. */
  | { kind: 'page'; asked: string }
  /** The document is not available in the asked language: `asked` is the raw value of the address. */
  | { kind: 'documentLanguage'; document: DocTab; asked: string; shown: number; available: readonly number[] }
  /** The product has no such document to show (tab disabled, or no valid language at all). */
  | { kind: 'documentUnavailable'; document: DocTab }
  /** The version of the address is not one of the product's. */
  | { kind: 'version'; shown: string }
  /** The version to compare with (?compare) is not one of the product's: nothing is marked as changed. */
  | { kind: 'comparison'; asked: number }

let pending: RedirectNotice | undefined

/** Called where a redirect is decided; the notice shows once the page it leads to has loaded. */
export function noticeAfterRedirect(notice: RedirectNotice, preload = false): void {
  // A link preloaded on hover is not a visit: nothing was asked for yet.
  if (!preload) pending = notice
}

export function takeRedirectNotice(): RedirectNotice | undefined {
  const notice = pending
  pending = undefined
  return notice
}

/**
 * An unknown version in the address shows the current one (the page falls back by itself): on
 * entering the page, say so. `asked` is the address's version id, if it names one.
 */
export function noticeUnknownVersion(
  versions: readonly { id: number; text: string }[],
  asked: number | undefined,
  entering: boolean,
): void {
  const current = versions[0]
  if (!entering || asked === undefined || !current || versions.some((v) => v.id === asked)) return
  noticeAfterRedirect({ kind: 'version', shown: current.text })
}

/**
 * An address that asks to compare with a version the product does not have (?compare) shows the
 * page without marked changes: on entering the page, say so.
 */
export function noticeUnknownComparison(versions: readonly { id: number }[], asked: number | undefined, entering: boolean): void {
  if (!entering || asked === undefined || knownVersion(versions, asked) !== undefined) return
  noticeAfterRedirect({ kind: 'comparison', asked })
}

/** The version id if the product has it; otherwise undefined (nothing to load or compare with). */
export function knownVersion(versions: readonly { id: number }[], asked: number | undefined): number | undefined {
  return versions.some((v) => v.id === asked) ? asked : undefined
}
