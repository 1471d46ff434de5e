import { Trans } from '@lingui/react/macro'
import { labelWarnings, type LabelStatementInput } from '#shared/label-warnings'

/**
 * H340, H350 or H360 on the label restrict the product to professional users (and no
 * general-use requirements show); otherwise the tactile warning and child-resistant fastening
 * requirements follow from the hazard statements on the label.
 */
export function LabelWarnings({ statements }: { statements: readonly LabelStatementInput[] }) {
  const warnings = labelWarnings(statements)
  if (warnings.professionalOnly) {
    return (
      <section className="label-notice label-notice--danger" aria-labelledby="label-professional">
        <h2 id="label-professional" className="label-notice__title">
          <Trans>Restricted to professional users</Trans>
        </h2>
        <p>
          <Trans>This product may not be supplied to the general public.</Trans>
        </p>
      </section>
    )
  }
  if (!warnings.tactileWarning && !warnings.childResistant) return null
  return (
    <section className="label-notice label-notice--warning" aria-labelledby="label-general-use">
      <h2 id="label-general-use" className="label-notice__title">
        <Trans>Requirements for supply to the general public</Trans>
      </h2>
      <ul>
        {warnings.tactileWarning && (
          <li>
            <Trans>Container of whatever capacity must carry a tactile warning of danger.</Trans>
          </li>
        )}
        {warnings.childResistant && (
          <li>
            <Trans>Container must be fitted with child-resistant fastening.</Trans>
          </li>
        )}
      </ul>
    </section>
  )
}
