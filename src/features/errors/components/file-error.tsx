import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { ErrorLayout, WarningImage } from './error-layout.tsx'

/** /fileerror: an attachment the visitor may not open. */
export function FileError({ id, il, lang }: { id?: string; il: string; lang: string }) {
  const { t } = useLingui()
  return (
    <ErrorLayout title={t`No permission`} image={<WarningImage />}>
      <h1>
        <Trans>You do not have permissions to open this file.</Trans>
      </h1>
      {id && (
        <Link className="button" to="/$id/$il/pi/$lang" params={{ id, il, lang }}>
          <Trans>Back to product detail</Trans>
        </Link>
      )}
    </ErrorLayout>
  )
}
