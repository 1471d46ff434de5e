import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { ProductDetail } from '#shared/api/product-detail'

interface CompareControlsProps {
  product: ProductDetail
  /** Version id compared with, or undefined when the comparison is off. */
  compare: number | undefined
  onChange: (compare: number | undefined) => void
}

/** "Show changes" against an older version: the previous one by default, or any earlier one. */
export function CompareControls({ product, compare, onChange }: CompareControlsProps) {
  const { t } = useLingui()
  const id = useId()
  const versions = product.basic.versions
  const older = versions.slice(versions.findIndex((v) => v.id === product.version.id) + 1)
  if (older.length === 0) return null
  return (
    <div className="compare-controls">
      <label className="checkbox">
        <input type="checkbox" checked={compare !== undefined} onChange={(e) => onChange(e.target.checked ? older[0]!.id : undefined)} />
        {t`Show changes`}
      </label>
      {compare !== undefined && (
        <>
          <label htmlFor={id}>{t`Compared with version`}</label>
          <select id={id} value={compare} onChange={(e) => onChange(Number(e.target.value))}>
            {older.map((v, i) => (
              <option key={v.id} value={v.id}>
                {i === 0 ? t`${v.text} (previous)` : i === older.length - 1 ? t`${v.text} (first)` : v.text}
              </option>
            ))}
          </select>
          <p className="compare-legend">
            <Trans>
              Changes since that version: <ins>added text</ins>, <del>removed text</del>.
            </Trans>
          </p>
        </>
      )}
    </div>
  )
}
