import { Trans, useLingui } from '@lingui/react/macro'
import type { ComponentType, FormEvent } from 'react'
import type { EditModalProps, FooterProps, Margins } from './edit-modal.tsx'
import './edit-modal-fields.css'

export interface FieldsProps {
  props: EditModalProps
  id: string
  value: unknown
  setValue: (value: unknown) => void
  submit: (event: FormEvent) => void
  /** The modal's OK/Cancel row, handed in so this lazily loaded module does not import the modal back. */
  Footer: ComponentType<FooterProps>
}

/** The bodies of the label editor's edit modals (margins, text, languages, product codes and information; see edit-modal.tsx). */
export default function LabelEditorBody({ props, id, value, setValue, submit, Footer }: FieldsProps) {
  const { t } = useLingui()
  switch (props.kind) {
    case 'information':
      return (
        <form onSubmit={submit}>
          <div className="edit-modal__info">{props.children}</div>
          <Footer onCancel={props.onClose} info />
        </form>
      )
    case 'margins': {
      const margins = value as Margins
      const labels: Record<keyof Margins, string> = { top: t`Top`, right: t`Right`, bottom: t`Bottom`, left: t`Left` }
      const bad = (Object.keys(labels) as (keyof Margins)[]).filter(
        (k) => !(margins[k] >= 0 && margins[k] <= props.max && (margins[k] * 2) % 1 === 0),
      )
      return (
        <form onSubmit={submit} noValidate>
          <fieldset className="edit-modal__fieldset">
            <legend>
              <Trans>Margins in millimetres</Trans>
            </legend>
            <div className="edit-modal__margins">
              {(Object.keys(labels) as (keyof Margins)[]).map((k) => (
                <label key={k} className="edit-modal__field">
                  <span>{labels[k]}</span>
                  <input
                    type="number"
                    inputMode="decimal"
                    min={0}
                    max={props.max}
                    step={0.5}
                    value={Number.isNaN(margins[k]) ? '' : margins[k]}
                    aria-invalid={bad.includes(k)}
                    aria-describedby={bad.includes(k) ? `${id}-error` : undefined}
                    onChange={(e) => setValue({ ...margins, [k]: e.target.value === '' ? Number.NaN : Number(e.target.value) })}
                  />
                </label>
              ))}
            </div>
          </fieldset>
          {bad.length > 0 && (
            <p id={`${id}-error`} className="edit-modal__error" role="alert">
              <Trans>Margins must be from 0 to {props.max} mm, in steps of 0.5 mm.</Trans>
            </p>
          )}
          <Footer onCancel={props.onClose} okDisabled={bad.length > 0} />
        </form>
      )
    }
    case 'text': {
      const text = value as string
      return (
        <form onSubmit={submit}>
          <label className="edit-modal__field edit-modal__field--wide">
            <span>{props.label}</span>
            <input type="text" maxLength={props.maxLength} value={text} onChange={(e) => setValue(e.target.value)} />
          </label>
          <p className="edit-modal__hint" id={`${id}-hint`}>
            <Trans>
              {text.length} of {props.maxLength} characters
            </Trans>
          </p>
          <Footer onCancel={props.onClose} />
        </form>
      )
    }
    case 'languages':
    case 'product-codes': {
      const chosen = value as string[]
      const toggle = (v: string) =>
        setValue(
          chosen.includes(v)
            ? chosen.filter((c) => c !== v)
            : props.options.map((o) => o.value).filter((o) => o === v || chosen.includes(o)),
        )
      const none = props.kind === 'languages' && chosen.length === 0
      return (
        <form onSubmit={submit}>
          <fieldset className="edit-modal__fieldset" aria-describedby={none ? `${id}-error` : undefined}>
            <legend className="visually-hidden">{props.title}</legend>
            <ul className="edit-modal__options">
              {props.options.map((o) => (
                <li key={o.value}>
                  <label className="edit-modal__option">
                    <input type="checkbox" checked={chosen.includes(o.value)} onChange={() => toggle(o.value)} />
                    <span>{o.label}</span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          {none && (
            <p id={`${id}-error`} className="edit-modal__error" role="alert">
              <Trans>At least one language must be selected.</Trans>
            </p>
          )}
          <Footer onCancel={props.onClose} okDisabled={none} />
        </form>
      )
    }
    default:
      return null
  }
}
