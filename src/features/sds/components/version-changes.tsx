import { useLingui } from '@lingui/react/macro'
import type { ProductDetail } from '#shared/api/product-detail'
import './version-changes.css'

interface VersionChangesProps {
  version: ProductDetail['version']
}

/**
 * "Changes in this version": the version the shown sheet replaces and what changed from it. A
 * revised safety data sheet must say what changed (REACH Annex II, section 16, and Article 31(9):
 * recipients get the revised sheet and need to find the changes); the sheet lists them at its
 * end, and this block repeats them above it, where a reader who got a new version looks first.
 * Nothing shows for a first version: a file without `replaces` and `changes` claims no revision.
 */
export function VersionChanges({ version }: VersionChangesProps) {
  const { t } = useLingui()
  const changes = version.changes ?? []
  const { text: current, replaces } = version
  if (changes.length === 0 && replaces === undefined) return null
  return (
    <section className="sds-changes" aria-labelledby="sds-changes-title">
      <h2 id="sds-changes-title" className="sds-changes__title">{t`Changes in this version`}</h2>
      {replaces !== undefined && <p>{t`Version ${current} replaces version ${replaces}.`}</p>}
      {changes.length > 0 && (
        <table className="sds-table sds-changes__table">
          <thead>
            <tr>
              <th scope="col">{t`Sections`}</th>
              <th scope="col">{t`What changed`}</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change, i) => (
              <tr key={i}>
                <td>{change.sections.join(', ')}</td>
                <td>{change.text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
