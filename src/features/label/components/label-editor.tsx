import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type ReactNode } from 'react'
import { EditModal, type EditModalProps } from '#components/edit-modal.tsx'
import type { ProductDetail } from '#shared/api/product-detail'
import {
  belowClpMinimum,
  CLP_SIZE_RULES,
  CONTENTS_MAX_LENGTH,
  LABEL_FLAGS,
  MARGIN_MAX_MM,
  productCodeOptions,
  type LabelChoice,
  type LabelParams,
} from '#shared/label-params'
import type { LabelState } from '../label-choices.ts'
import { LabelTabs } from './label-tabs.tsx'
import { useFlagLabels, useOptionText } from './ui-texts.ts'
import './label.css'
import './label-editor.css'

interface Props {
  product: ProductDetail
  state: LabelState
  onChange: (next: LabelParams) => void
}

/** The option an open modal edits (its LabelParams field), or the CLP sizes' information. */
type SizeOption = 'packageSizeId' | 'labelSizeId' | 'titleSizeId' | 'textSizeId' | 'qrSizeId'
type Modal = SizeOption | 'languageIds' | 'contents' | 'margins' | 'productCodeIds' | 'clpInfo'

/** Label edit (ed): basic options through the edit modals, additional options as checkboxes. */
export function LabelEditor({ product, state, onChange }: Props) {
  const { t } = useLingui()
  return (
    <LabelTabs
      label={t`Label options`}
      tabs={[
        { id: 'basic', title: t`Basic options`, panel: <BasicOptions product={product} state={state} onChange={onChange} /> },
        { id: 'additional', title: t`Additional options`, panel: <AdditionalOptions params={state.params} onChange={onChange} /> },
      ]}
    />
  )
}

function AdditionalOptions({ params, onChange }: { params: LabelParams; onChange: (next: LabelParams) => void }) {
  const labels = useFlagLabels()
  const { t } = useLingui()
  return (
    <fieldset className="label-flags">
      <legend className="visually-hidden">{t`Additional options`}</legend>
      {LABEL_FLAGS.map((flag) => (
        <label key={flag} className="label-flags__item">
          <input type="checkbox" name={flag} checked={params[flag]} onChange={() => onChange({ ...params, [flag]: !params[flag] })} />
          <span>{labels[flag]}</span>
        </label>
      ))}
    </fieldset>
  )
}

function OptionRow({ label, value, onEdit, children }: { label: string; value: string; onEdit: () => void; children?: ReactNode }) {
  const { t } = useLingui()
  const id = useId()
  return (
    <div className="label-option">
      <dt id={id} className="label-option__name">
        {label}
      </dt>
      <dd className="label-option__value">
        <span>{value}</span>
        <button type="button" className="button button--secondary label-option__edit" aria-label={t`Change ${label}`} onClick={onEdit}>
          <Trans>Change</Trans>
        </button>
        {children}
      </dd>
    </div>
  )
}

function BasicOptions({ product, state, onChange }: Props) {
  const { t } = useLingui()
  const optionText = useOptionText()
  const [open, setOpen] = useState<Modal | undefined>(undefined)
  const { params, choices } = state
  const close = () => setOpen(undefined)
  const set = (patch: Partial<LabelParams>) => onChange({ ...params, ...patch })

  const languages = product.edit_param.languages.filter((l) => choices.validLangs.includes(l.id))
  const languageName = (id: number) => languages.find((l) => l.id === id)?.text ?? String(id)
  const textOf = (list: LabelChoice[], id: number, show: (text: string) => string = optionText) =>
    show(list.find((c) => c.id === id)?.text ?? String(id))
  const asOptions = (list: LabelChoice[], show: (text: string) => string = optionText) =>
    list.map((c) => ({ value: String(c.id), label: show(c.text) }))
  const points = (text: string) => t`${text} pt`
  const codes = productCodeOptions(choices.articles)
  const dimText = textOf(choices.label_dim, params.labelSizeId)
  const clpMinimum = CLP_SIZE_RULES[params.packageSizeId]?.label
  const tooSmall = belowClpMinimum(dimText, params.packageSizeId)

  const single = (title: string, list: { value: string; label: string }[], current: number, key: SizeOption): EditModalProps => ({
    kind: 'choice',
    open: true,
    title,
    options: list,
    value: String(current),
    onApply: (v: string) => set({ [key]: Number(v) }),
    onClose: close,
  })

  const modal = ((): EditModalProps | undefined => {
    switch (open) {
      case 'packageSizeId':
        return single(t`Packaging size`, asOptions(choices.package_size), params.packageSizeId, 'packageSizeId')
      case 'labelSizeId':
        return single(t`Label dimensions`, asOptions(choices.label_dim), params.labelSizeId, 'labelSizeId')
      case 'titleSizeId':
        return single(t`Title size`, asOptions(choices.font_size_title, points), params.titleSizeId, 'titleSizeId')
      case 'textSizeId':
        return single(t`Font size`, asOptions(choices.font_size_product, points), params.textSizeId, 'textSizeId')
      case 'qrSizeId':
        return single(t`QR code`, asOptions(choices.QR), params.qrSizeId, 'qrSizeId')
      case 'margins':
        return {
          kind: 'margins',
          open: true,
          title: t`Margins`,
          value: params.margins,
          max: MARGIN_MAX_MM,
          onApply: (margins) => set({ margins }),
          onClose: close,
        }
      case 'contents':
        return {
          kind: 'text',
          open: true,
          title: t`Contents of packaging`,
          label: t`Contents of packaging, for example 500 ml`,
          value: params.contents,
          maxLength: CONTENTS_MAX_LENGTH,
          onApply: (v) => set({ contents: v.trim() }),
          onClose: close,
        }
      case 'languageIds':
        return {
          kind: 'languages',
          open: true,
          title: t`Languages`,
          options: languages.map((l) => ({ value: String(l.id), label: l.text })),
          value: params.languageIds.map(String),
          // Picking languages makes the first of them the reference language.
          onApply: (v) => set({ languageIds: v.map(Number), referenceLanguageId: Number(v[0]) }),
          onClose: close,
        }
      case 'productCodeIds':
        return {
          kind: 'product-codes',
          open: true,
          title: t`Product codes`,
          options: codes.map((c) => ({ value: String(c.id), label: c.label })),
          value: params.productCodeIds.map(String),
          onApply: (v) => set({ productCodeIds: v.map(Number) }),
          onClose: close,
        }
      case 'clpInfo':
        return {
          kind: 'information',
          open: true,
          title: t`Label size under CLP`,
          onClose: close,
          children: <ClpInfo optionText={optionText} packageSizes={choices.package_size} />,
        }
      default:
        return undefined
    }
  })()

  const codesText =
    params.productCodeIds.length === 0
      ? t`None`
      : codes
          .filter((c) => params.productCodeIds.includes(c.id))
          .map((c) => c.label)
          .join(', ')
  return (
    <>
      <dl className="label-options">
        <OptionRow label={t`Languages`} value={params.languageIds.map(languageName).join(', ')} onEdit={() => setOpen('languageIds')} />
        <OptionRow
          label={t`Packaging size`}
          value={textOf(choices.package_size, params.packageSizeId)}
          onEdit={() => setOpen('packageSizeId')}
        />
        <OptionRow label={t`Contents of packaging`} value={params.contents || t`None`} onEdit={() => setOpen('contents')} />
        <OptionRow label={t`Label dimensions`} value={dimText} onEdit={() => setOpen('labelSizeId')}>
          <button type="button" className="button button--secondary label-option__edit" onClick={() => setOpen('clpInfo')}>
            <Trans>About label sizes</Trans>
          </button>
        </OptionRow>
        <OptionRow
          label={t`Title size`}
          value={textOf(choices.font_size_title, params.titleSizeId, points)}
          onEdit={() => setOpen('titleSizeId')}
        />
        <OptionRow
          label={t`Font size`}
          value={textOf(choices.font_size_product, params.textSizeId, points)}
          onEdit={() => setOpen('textSizeId')}
        />
        <OptionRow label={t`QR code`} value={textOf(choices.QR, params.qrSizeId)} onEdit={() => setOpen('qrSizeId')} />
        <OptionRow
          label={t`Margins`}
          value={t`top ${params.margins.top}, right ${params.margins.right}, bottom ${params.margins.bottom}, left ${params.margins.left} mm`}
          onEdit={() => setOpen('margins')}
        />
        {codes.length > 0 && <OptionRow label={t`Product codes`} value={codesText} onEdit={() => setOpen('productCodeIds')} />}
      </dl>
      {tooSmall && clpMinimum && (
        <p className="label-notice label-notice--warning">
          <Trans>
            For this packaging size CLP asks for a label of at least {clpMinimum.width} x {clpMinimum.height} mm.
          </Trans>
        </p>
      )}
      {modal && <EditModal {...modal} />}
    </>
  )
}

function ClpInfo({ optionText, packageSizes }: { optionText: (text: string) => string; packageSizes: LabelChoice[] }) {
  return (
    <>
      <p>
        <Trans>
          CLP (Annex I, section 1.2.1) sets the smallest label and pictogram for each packaging size. The pictograms on this label follow
          the packaging size you choose.
        </Trans>
      </p>
      <table className="label-clp-table">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Packaging size</Trans>
            </th>
            <th scope="col">
              <Trans>Smallest label</Trans>
            </th>
            <th scope="col">
              <Trans>Smallest pictogram</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {packageSizes.map((p) => {
            const rule = CLP_SIZE_RULES[p.id]
            return rule ? (
              <tr key={p.id}>
                <td>{optionText(p.text)}</td>
                <td>{`${rule.label.width} x ${rule.label.height} mm`}</td>
                <td>{`${rule.pictogramMm} x ${rule.pictogramMm} mm`}</td>
              </tr>
            ) : null
          })}
        </tbody>
      </table>
    </>
  )
}
