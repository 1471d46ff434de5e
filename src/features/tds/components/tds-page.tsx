import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { ActionBox } from '#components/action-box.tsx'
import { ChoiceField } from '#components/choice-field.tsx'
import { DownloadButton } from '#components/download-button.tsx'
import { documentKind } from '#shared/document-kinds'
import { sanitizeFileName } from '#shared/file-names'
import type { ProductDetail } from '#shared/api/product-detail'
import { tdsQueries } from '../api/queries.ts'
import { fetchTdsPdf } from '../api/requests.ts'

interface TdsPageProps {
  product: ProductDetail
  lang: number
  heading: ReactNode
  /** Another document language: the TDS route of that language. */
  onLanguageChange: (lang: number) => void
}

/** The languages a TDS can be shown in: tds_valid and tds_created. */
export function tdsLanguages(product: ProductDetail) {
  return product.edit_param.languages
    .filter((l) => l.tds_valid === '1' && l.tds_created === '1')
    .map((l) => ({ value: String(l.id), label: l.text }))
}

/**
 * The TDS page (th): the action box (the language chosen in an edit modal, the A4 PDF) and the sheet the
 * server built from the product data (escaped HTML, styled by its classes). The route loader has
 * the sheet ready.
 */
export function TdsPage({ product, lang, heading, onLanguageChange }: TdsPageProps) {
  const { t } = useLingui()
  const { id, text } = product.basic
  const { data } = useSuspenseQuery(tdsQueries.view(id, lang))
  return (
    <div className="page tds-page">
      {heading}
      <ActionBox label={t`Technical data sheet options`}>
        <ChoiceField
          label={t`Language`}
          options={tdsLanguages(product)}
          value={String(lang)}
          onApply={(next) => onLanguageChange(Number(next))}
        />
        <div className="action-box__wide">
          <DownloadButton
            fetchFile={() => fetchTdsPdf(id, lang, undefined, `${sanitizeFileName(text)} - ${documentKind('tds').fileNameCode}.pdf`)}
          >
            {t`Download PDF (A4)`}
          </DownloadButton>
        </div>
      </ActionBox>
      <div
        className="tds-content"
        // Escaped on the server from structured data, never stored raw HTML; the CSP allows no inline script.
        dangerouslySetInnerHTML={{ __html: data.html }}
      />
    </div>
  )
}
