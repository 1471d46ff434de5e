import { Trans, useLingui } from '@lingui/react/macro'
import { errorReference } from '#lib/errors/app-error.ts'
import type { ErrorType } from '#lib/errors/error-types.ts'
import { ERROR_MESSAGES } from '#lib/errors/error-messages.ts'

/** The catalogue message of an error and a short reference (type and code) to quote to support. */
export function ErrorReference({ type, code }: { type: ErrorType; code: string }) {
  const { i18n } = useLingui()
  return (
    <>
      <p>{i18n._(ERROR_MESSAGES[type])}</p>
      <p className="error-page__reference">
        <Trans>Reference:</Trans> <code>{errorReference({ type, code })}</code>
      </p>
    </>
  )
}
