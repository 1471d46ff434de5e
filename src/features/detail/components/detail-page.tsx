import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { ProductDetail } from '#shared/api/product-detail'
import { BasicSection } from './basic-section.tsx'
import { ClassificationSection } from './classification-section.tsx'
import { HealthSafetySection } from './health-safety-section.tsx'
import { MixerSection } from './mixer-section.tsx'
import { ParametersSection } from './parameters-section.tsx'
import { RecommendationsSection } from './recommendations-section.tsx'
import { SubstancesSection } from './substances-section.tsx'
import './detail.css'
import { whenOnline } from '#components/when-online.tsx'

/** Attachment files are never saved on the device: opening one needs the server, so the table loads online only. */
const AttachmentsSection = whenOnline(() => import('./attachments-section.tsx').then((m) => m.AttachmentsSection))

interface DetailPageProps {
  product: ProductDetail
  /** The older version to compare with, when "show changes" is on. */
  before?: ProductDetail
  /** The coatings edition does not show classification. */
  hideClassification: boolean
  compareControls?: ReactNode
  heading: ReactNode
  il: string
  lang: number
}

/** The product detail page (pi): every section, each one present only when the data has it. */
export function DetailPage({ product, before, hideClassification, compareControls, heading, il, lang }: DetailPageProps) {
  const { t } = useLingui()
  // In product-edit mode substances and the mixer are edited elsewhere and not shown here.
  const editing = product.edit
  return (
    <div className="page detail-page">
      {heading}
      {compareControls}
      {before && <p className="visually-hidden">{t`Showing changes compared with version ${before.version.text}.`}</p>}
      <BasicSection product={product} before={before} />
      {!hideClassification && <ClassificationSection product={product} before={before} />}
      {!editing && <SubstancesSection product={product} before={before} />}
      {!editing && <MixerSection product={product} before={before} />}
      <ParametersSection product={product} before={before} />
      <HealthSafetySection product={product} before={before} />
      <AttachmentsSection product={product} il={il} lang={lang} />
      <RecommendationsSection product={product} before={before} />
    </div>
  )
}
