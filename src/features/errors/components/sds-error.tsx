import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { BRANDS } from '#shared/brands'
import { brandId, appUrl } from '#lib/brand.ts'

import { ErrorLayout } from './error-layout.tsx'

/** /sdserror: the sheet is not valid; a way back to the dossier home of the same product. */
export function SdsError({ id, il, lang }: { id?: string; il: string; lang: string }) {
  const { t } = useLingui()
  // The is-brand flag: the coatings edition shows its own logo.
  const shown = BRANDS[brandId === 'coatings' ? 'coatings' : 'chemicals']
  return (
    <ErrorLayout title={t`Safety data sheet not valid`} image={<img src={appUrl(shown.logo)} alt={shown.name} width="200" height="48" />}>
      <h1>
        <Trans>The safety data sheet is not valid</Trans>
      </h1>
      <p>
        <Trans>You can ask the supplier for one.</Trans>
      </p>
      {id && (
        <Link className="button" to="/$id/$il/pd/$lang" params={{ id, il, lang }}>
          <Trans>Back to product detail</Trans>
        </Link>
      )}
    </ErrorLayout>
  )
}
