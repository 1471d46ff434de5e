import { appUrl } from '#lib/brand.ts'
import { Trans, useLingui } from '@lingui/react/macro'
import { ErrorLayout, WarningImage } from './error-layout.tsx'

/** /unhandlederror and the fallback of any page that fails unexpectedly. */
export function UnhandledError() {
  const { t } = useLingui()
  return (
    <ErrorLayout title={t`Something went wrong`} image={<WarningImage />}>
      <h1>
        <Trans>Something wrong happened.</Trans>
      </h1>
      <p>
        <Trans>Please try again in a moment.</Trans>
      </p>
      <a className="button" href={appUrl('')}>
        <Trans>Start page</Trans>
      </a>
    </ErrorLayout>
  )
}
