import { Plural, Trans, useLingui } from '@lingui/react/macro'

/** What the list answer says about the number of matches: exact, or (past the server's count cap) "more than". */
export interface MatchTotal {
  total: number
  totalIsExact: boolean
}

/** The number of pages, when the total is exact; unknown past the count cap. */
export function pageCount({ total, totalIsExact }: MatchTotal, pageSize: number): number | undefined {
  return totalIsExact ? Math.max(1, Math.ceil(total / pageSize)) : undefined
}

/** "12 products found", or "More than 1,000 products found" where the server stopped counting. */
export function MatchCount({ total, totalIsExact }: MatchTotal) {
  return totalIsExact ? (
    <Plural value={total} one="# product found" other="# products found" />
  ) : (
    // Only ever shown with the cap (1,000) as the number: English needs no singular; other languages' plural forms follow it.
    <Plural value={total} other="More than # products found" />
  )
}

interface ListPagerProps {
  page: number
  /** Undefined when the total is not known: the pager then names the page only. */
  pages: number | undefined
  hasNextPage: boolean
  onPage: (page: number) => void
}

/** Previous / "Page 3 of 12" / Next; Next follows the answer's hasNextPage, so paging goes on past the counted matches. */
export function ListPager({ page, pages, hasNextPage, onPage }: ListPagerProps) {
  const { t } = useLingui()
  if (page <= 1 && !hasNextPage) return null
  return (
    <nav className="product-list__pages" aria-label={t`Pages`}>
      <button type="button" className="button button--secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <Trans>Previous</Trans>
      </button>
      <span>{pages === undefined ? t`Page ${page}` : t`Page ${page} of ${pages}`}</span>
      <button type="button" className="button button--secondary" disabled={!hasNextPage} onClick={() => onPage(page + 1)}>
        <Trans>Next</Trans>
      </button>
    </nav>
  )
}
