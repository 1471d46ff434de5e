import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { appUrl, brand } from '#lib/brand.ts'
import { isServerFailure } from '#lib/errors/app-error.ts'
import { isErrorType } from '#lib/errors/error-types.ts'
import { ErrorLayout, WarningImage } from './error-layout.tsx'
import { ErrorReference } from './error-reference.tsx'

export interface DossierErrorProps {
  type?: string
  code?: string
  /** The page inside the app to load again, when the server failed. */
  retry?: string
}

/**
 * /dossiererror: the product is unknown or withdrawn (the two are never told apart), or the server
 * failed to give its detail; then the page offers to try again. The button leads to the product
 * list, through sign-in when signed out.
 */
export function DossierError({ type, code, retry }: DossierErrorProps) {
  const { t } = useLingui()
  const serverFailed = type !== undefined && isServerFailure({ type })
  return (
    <ErrorLayout title={t`Product dossier unavailable`} image={<img src={appUrl(brand.logo)} alt={brand.name} width="200" height="48" />}>
      <WarningImage />
      <h1>
        <Trans>Oops!</Trans>
      </h1>
      <p>
        <Trans>It seems this product dossier has been removed or is unavailable.</Trans>
      </p>
      {isErrorType(type) && <ErrorReference type={type} code={code ?? ''} />}
      {serverFailed && retry && (
        // A full load: the failed detail is asked for again from the start.
        <a className="button" href={appUrl(retry.slice(1))}>
          <Trans>Try again</Trans>
        </a>
      )}
      <Link className={serverFailed && retry ? 'button button--secondary' : 'button'} to="/products">
        <Trans>Go to {brand.name} application</Trans>
      </Link>
    </ErrorLayout>
  )
}
