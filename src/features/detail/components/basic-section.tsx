import { useLingui } from '@lingui/react/macro'
import type { ProductDetail } from '#shared/api/product-detail'
import { productCodes } from '#shared/product-codes'
import { revisionDateOf, versionDate } from '#lib/version-date.ts'
import { DiffText } from './diff-text.tsx'
import { Section } from './section.tsx'

const address = (p: ProductDetail['supplier']) => [p.name, p.address, p.city, p.country].filter(Boolean).join(', ')

/** Basic information: name, code, UFI, description, supplier, producer. */
export function BasicSection({ product, before }: { product: ProductDetail; before?: ProductDetail }) {
  const { t, i18n } = useLingui()
  // Synonyms often share one UFI: list each number once.
  const ufis = (p: ProductDetail) => [...new Set(p.synonyms.flatMap((s) => s.identifiers.map((i) => i.identity)))].join(', ')
  const codes = (p: ProductDetail) => productCodes(p).join(', ')
  const version = (p: ProductDetail) => `${p.basic.revision} (${versionDate(revisionDateOf(p.basic), i18n.locale)})`
  const rows: [string, string, string | undefined][] = [
    [t`Product name`, product.basic.text, before?.basic.text],
    [t`Product code`, codes(product), before && codes(before)],
    [t`UFI`, ufis(product), before && ufis(before)],
    [t`Description`, product.basic.description, before?.basic.description],
    [t`Supplier`, address(product.supplier), before && address(before.supplier)],
    [t`Producer`, product.producer ? address(product.producer) : '', before && (before.producer ? address(before.producer) : '')],
    [t`Version`, version(product), before && version(before)],
  ]
  return (
    <Section title={t`Basic information`}>
      <dl className="facts">
        {rows
          .filter(([, now, old]) => now || old)
          .map(([label, now, old]) => (
            <div key={label} className="facts__row">
              <dt>{label}</dt>
              <dd>
                <DiffText text={now} before={old} />
              </dd>
            </div>
          ))}
      </dl>
    </Section>
  )
}
