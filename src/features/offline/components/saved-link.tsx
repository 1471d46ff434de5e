import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

/** The way to the saved sheets page: an icon in the header, a labelled button on the start page. */
export function SavedLink({ labelled = false }: { labelled?: boolean }) {
  const { t } = useLingui()
  return (
    <Link
      to="/saved"
      className={labelled ? 'button button--secondary' : 'icon-button app-header__tool'}
      aria-label={labelled ? undefined : t`Saved sheets`}
      title={labelled ? undefined : t`Saved sheets`}
    >
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M6 3h12v18l-6-4-6 4z" strokeLinejoin="round" />
      </svg>
      {labelled && t`Saved sheets`}
    </Link>
  )
}
