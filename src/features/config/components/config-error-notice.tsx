import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { errorInfo, errorReference } from '#lib/errors/app-error.ts'
import { configQueries } from '../api/queries.ts'

/**
 * The configuration error: the server answered the runtime configuration with a failure. The page
 * goes on with the last good configuration of this device (or, with none, every flag on). Offline
 * (no answer at all) is not a configuration error and shows nothing.
 */
export function ConfigErrorNotice() {
  const { error } = useQuery(configQueries.runtime())
  if (!error) return null
  const { type, code } = errorInfo(error)
  if (type === 'CLIENT_SERVER_COMMUNICATION' || type === 'SERVER_TIMEOUT') return null
  return (
    <p className="config-error" role="alert">
      <Trans>The configuration could not be loaded.</Trans> <Trans>Reference:</Trans>{' '}
      <code>{errorReference({ type: 'CONFIG_ERROR', code })}</code>
    </p>
  )
}
