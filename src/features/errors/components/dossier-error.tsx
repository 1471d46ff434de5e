import { Trans, useLingui } from '@lingui/react/macro'
import { appUrl, brand } from '../../../lib/brand.ts'
import { ErrorLayout, WarningImage } from './error-layout.tsx'

/** /dossiererror: the product is unknown or withdrawn (the two are never told apart). */
export function DossierError() {
  const { t } = useLingui()
  return (
    <ErrorLayout title={t`Product dossier unavailable`} image={<img src={appUrl(brand.logo)} alt={brand.name} width="200" height="48" />}>
      <WarningImage />
      <h1>
        <Trans>Oops!</Trans>
      </h1>
      <p>
        <Trans>It seems this product dossier has been removed or is unavailable.</Trans>
      </p>
      <a className="button" href={brand.appUrl}>
        <Trans>Go to {brand.name} application</Trans>
      </a>
    </ErrorLayout>
  )
}
