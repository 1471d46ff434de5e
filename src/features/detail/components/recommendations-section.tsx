import { useLingui } from '@lingui/react/macro'
import type { ProductDetail } from '#shared/api/product-detail'
import { DiffText } from './diff-text.tsx'
import { Section } from './section.tsx'

/** Recommended use, recommended levels and special features. */
export function RecommendationsSection({ product, before }: { product: ProductDetail; before?: ProductDetail }) {
  const { t } = useLingui()
  const parts = [
    [t`Recommended use`, product.recommended_use?.data, before?.recommended_use?.data],
    [t`Recommended levels`, product.recommended_levels?.data, before?.recommended_levels?.data],
    [t`Special features`, product.special_features?.data, before?.special_features?.data],
  ].filter(([, now, old]) => now || old) as [string, string | undefined, string | undefined][]
  if (parts.length === 0) return null
  return (
    <Section title={t`Recommendations`}>
      {parts.map(([title, now, old]) => (
        <div key={title}>
          <h3>{title}</h3>
          <p>
            <DiffText text={now ?? ''} before={before ? (old ?? '') : undefined} />
          </p>
        </div>
      ))}
    </Section>
  )
}
