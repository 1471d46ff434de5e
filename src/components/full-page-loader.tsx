import { Trans } from '@lingui/react/macro'
import './full-page-loader.css'

/** Shown while a page loads; announced once to screen readers. */
export function FullPageLoader() {
  return (
    <div className="full-page-loader" role="status" aria-live="polite">
      <span className="full-page-loader__spinner" aria-hidden="true" />
      <span className="visually-hidden">
        <Trans>Loading…</Trans>
      </span>
    </div>
  )
}
