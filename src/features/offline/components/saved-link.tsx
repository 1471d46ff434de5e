import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

/** The header's way to the saved sheets page. */
export function SavedLink() {
  const { t } = useLingui()
  return (
    <Link to="/saved" className="icon-button app-header__tool" aria-label={t`Saved sheets`} title={t`Saved sheets`}>
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M6 3h12v18l-6-4-6 4z" strokeLinejoin="round" />
      </svg>
    </Link>
  )
}
