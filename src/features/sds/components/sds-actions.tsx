import { useLingui } from '@lingui/react/macro'
import { Dropdown } from '#components/dropdown.tsx'
import type { ProductDetail } from '#shared/api/product-detail'
import { revisionDateOf, versionDate } from '#lib/version-date.ts'
import { olderVersions, type SdsState } from '../search.ts'
import { SdsPdfButton } from './sds-pdf-button.tsx'
import '#components/action-box.css'

interface SdsActionsProps {
  product: ProductDetail
  lang: number
  state: SdsState
  onLanguage: (lang: number) => void
  onVersion: (version: number) => void
  onCompare: (compare: number | undefined) => void
  onQrCode: (visible: boolean) => void
}

const NONE = 0

/** 'clp,osha' -> 'CLP, OSHA': the regulation codes as a reader knows them. */
export function regulationLabel(codes: string): string {
  return codes
    .split(',')
    .map((c) => c.trim().toUpperCase())
    .filter(Boolean)
    .join(', ')
}

/**
 * The action box of the SDS page: language (valid and created ones only), version,
 * comparison with an older version, QR code, the PDF; regulation and dates on extra-small screens.
 */
export function SdsActions({ product, lang, state, onLanguage, onVersion, onCompare, onQrCode }: SdsActionsProps) {
  const { t, i18n } = useLingui()
  const { basic } = product
  const languages = product.edit_param.languages.filter((l) => l.valid && l.created).map((l) => ({ value: l.id, label: l.text }))
  const older = olderVersions(basic.versions, state.version)
  return (
    <section className="action-box sds-actions" aria-label={t`Safety data sheet options`}>
      <Dropdown label={t`Language`} options={languages} value={lang} onChange={(next) => next !== lang && onLanguage(next)} />
      {basic.versions.length > 0 && (
        <Dropdown
          label={t`Version`}
          options={basic.versions.map((v) => ({ value: v.id, label: v.text }))}
          value={state.version}
          onChange={(next) => next !== state.version && onVersion(next)}
        />
      )}
      {older.length > 0 && (
        <Dropdown
          label={t`Compare with version`}
          options={[{ value: NONE, label: t`None` }, ...older.map((v) => ({ value: v.id, label: v.text }))]}
          value={state.compare ?? NONE}
          onChange={(next) => (next === NONE ? undefined : next) !== state.compare && onCompare(next === NONE ? undefined : next)}
        />
      )}
      <Dropdown
        label={t`QR code`}
        options={[
          { value: '1', label: t`Visible` },
          { value: '0', label: t`Not visible` },
        ]}
        value={state.qrCode ? '1' : '0'}
        onChange={(next) => (next === '1') !== state.qrCode && onQrCode(next === '1')}
      />
      <dl className="sds-actions__facts">
        <div>
          <dt>{t`Regulation`}</dt>
          <dd>{regulationLabel(basic.regulation)}</dd>
        </div>
        <div>
          <dt>{t`Created`}</dt>
          <dd>{versionDate(basic.created, i18n.locale)}</dd>
        </div>
        <div>
          <dt>{t`Revision`}</dt>
          <dd>{versionDate(revisionDateOf(basic), i18n.locale)}</dd>
        </div>
      </dl>
      <SdsPdfButton
        id={basic.id}
        lang={lang}
        options={{ version: state.version, qrCode: state.qrCode }}
        productText={basic.text}
        versionText={(basic.versions.find((v) => v.id === state.version) ?? basic.versions[0])?.text}
        className="button sds-actions__pdf"
      >
        {t`Download PDF (A4)`}
      </SdsPdfButton>
    </section>
  )
}
