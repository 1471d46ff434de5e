import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ProductDetail } from '#shared/api/product-detail'
import { parseDimension } from '#shared/label-params'
import type { LabelSearch } from '#shared/label-search'
import type { LabelState } from '../label-choices.ts'
import { useUiTexts } from './ui-texts.ts'
import { useLabelPreview } from './use-label-preview.ts'
import './label.css'

/** P statements a label should carry at most (CLP Article 28(3)). */
const MAX_PRECAUTIONS = 6

interface Props {
  product: ProductDetail
  /** The label the address describes (labelStateOf). */
  state: LabelState
}

/** The label image (updating as the parameters change), with a text alternative saying what it shows. */
export function LabelPreview({ product, state }: Props) {
  const { t } = useLingui()
  const texts = useUiTexts()
  const id = product.basic.id
  const productName = product.basic.text
  const dimensionText = state.choices.label_dim.find((d) => d.id === state.params.labelSizeId)?.text ?? ''
  const size = parseDimension(dimensionText)
  const preview = useLabelPreview(id, state.query)
  const alt = preview.summary
    ? t`Label of ${productName}, ${dimensionText}: ${preview.summary}`
    : t`Label of ${productName}, ${dimensionText}`
  return (
    <figure className="label-preview" aria-busy={preview.loading}>
      <div className="label-preview__frame" style={size ? { aspectRatio: `${size.width} / ${size.height}` } : undefined}>
        {preview.url && <img className="label-preview__image" src={preview.url} alt={alt} data-testid="label-image" />}
      </div>
      <figcaption className="label-preview__caption">
        <span>{dimensionText}</span>
        <span role="status" className="label-preview__status">
          {preview.loading ? texts.updating : ''}
        </span>
      </figcaption>
      {preview.overflow && !preview.error && (
        <p className="label-notice label-notice--warning">
          <Trans>Not all of the text fits this label. Choose a larger label, a smaller font or fewer languages.</Trans>
        </p>
      )}
      {/* CLP Article 28(3): more than six P statements only where the nature and severity of the hazards need them. */}
      {preview.precautions > MAX_PRECAUTIONS && !preview.error && (
        <p className="label-notice label-notice--warning">
          <Trans>
            This label carries {preview.precautions} precautionary statements. CLP Article 28(3) allows more than six only where the nature
            and severity of the hazards require them.
          </Trans>
        </p>
      )}
      {preview.error !== undefined && (
        <p className="label-notice label-notice--error" role="alert">
          {preview.error ? t`The label could not be drawn: ${preview.error}` : t`The label could not be drawn. Please try again.`}
        </p>
      )}
      {preview.error !== undefined && preview.suggestedDim && (
        <Link to="." search={(prev: LabelSearch) => ({ ...prev, dim: String(preview.suggestedDim!.id) })} replace className="button">
          {t`Use ${preview.suggestedDim.text}`}
        </Link>
      )}
    </figure>
  )
}
