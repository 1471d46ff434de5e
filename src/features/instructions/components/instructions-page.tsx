import { useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { ActionBox } from '#components/action-box.tsx'
import { ChoiceField } from '#components/choice-field.tsx'
import { DownloadButton } from '#components/download-button.tsx'
import type { ProductDetail } from '#shared/api/product-detail'
import { instructionsQueries } from '../api/queries.ts'
import { fetchInstructionsPdf } from '../api/requests.ts'
import type { InstructionsState } from '../search-params.ts'

interface InstructionsPageProps {
  product: ProductDetail
  lang: number
  state: InstructionsState
  heading: ReactNode
  /** Another document language: the route of that language. */
  onLanguageChange: (lang: number) => void
  /** Another version (reloads the instructions) or QR option (drops the cached ones and reloads). */
  onStateChange: (next: InstructionsState, change: 'version' | 'qrCode') => void
}

/**
 * The safety-instruction page (mh): the action box (language, version and QR code, each a single
 * choice in an edit modal; the PDF on A4 and as an A2 poster) and the instructions the server
 * built from the SDS data. The route loader has them ready.
 */
export function InstructionsPage({ product, lang, state, heading, onLanguageChange, onStateChange }: InstructionsPageProps) {
  const { t } = useLingui()
  const { id, versions } = product.basic
  const { data: html } = useSuspenseQuery(instructionsQueries.view(id, lang, state))
  const languages = product.edit_param.languages.filter((l) => l.valid && l.created).map((l) => ({ value: String(l.id), label: l.text }))
  return (
    <div className="page ipi-page">
      {heading}
      <ActionBox label={t`Safety instructions options`}>
        <ChoiceField label={t`Language`} options={languages} value={String(lang)} onApply={(next) => onLanguageChange(Number(next))} />
        <ChoiceField
          label={t`Version`}
          options={versions.map((v) => ({ value: String(v.id), label: v.text }))}
          value={String(state.version ?? '')}
          onApply={(next) => onStateChange({ ...state, version: Number(next) }, 'version')}
        />
        <ChoiceField
          label={t`QR code`}
          options={[
            { value: '1', label: t`Visible` },
            { value: '0', label: t`Not visible` },
          ]}
          value={state.qrCode ? '1' : '0'}
          onApply={(next) => onStateChange({ ...state, qrCode: next === '1' }, 'qrCode')}
        />
        <div className="action-box__wide">
          <DownloadButton fetchFile={() => fetchInstructionsPdf(id, lang, state, 'A4')}>{t`Download PDF (A4)`}</DownloadButton>
          <DownloadButton className="button button--secondary" fetchFile={() => fetchInstructionsPdf(id, lang, state, 'A2')}>
            {t`Download A2 poster (PDF)`}
          </DownloadButton>
        </div>
      </ActionBox>
      <div
        className="ipi-content"
        // Escaped on the server from structured data, never stored raw HTML; the CSP allows no inline script.
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </div>
  )
}
