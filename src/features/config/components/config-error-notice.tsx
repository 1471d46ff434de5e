import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { errorReference } from '../../../lib/errors/app-error.ts'
import { httpStatus } from '../../../lib/http-errors.ts'
import { configQueries } from '../api/queries.ts'

/**
 * The configuration error: the server answered the runtime configuration with a failure. The page
 * goes on with the last good configuration of this device (or, with none, every flag on). Offline
 * (no answer at all) is not a configuration error and shows nothing.
 */
export function ConfigErrorNotice() {
  const { error } = useQuery(configQueries.runtime())
  const status = httpStatus(error)
  if (status === undefined) return null
  return (
    <p className="config-error" role="alert">
      <Trans>The configuration could not be loaded.</Trans> <Trans>Reference:</Trans>{' '}
      <code>{errorReference({ type: 'CONFIG_ERROR', code: String(status) })}</code>
    </p>
  )
}
