import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { Dialog } from './dialog.tsx'
import './edit-modal.css'

/**
 * The edit modals of spec § 2, by type: 0-4 single choice (on the label: packaging size, label
 * dimensions, title size, font size, QR code), 5 margins, 6 free text, 7 several languages,
 * 8 language, 9 version, 10 information, 11 compare version (with "none"), 12 product codes.
 * OK applies only a changed selection; Cancel, Escape and the close button change nothing.
 */
export interface ChoiceOption {
  value: string
  label: string
}

export interface Margins {
  padT: number
  padR: number
  padB: number
  padL: number
}

interface Common {
  open: boolean
  title: string
  onClose: () => void
}

export type EditModalProps = Common &
  (
    | { type: 0 | 1 | 2 | 3 | 4 | 8 | 9; options: ChoiceOption[]; value: string; onApply: (value: string) => void }
    | { type: 11; options: ChoiceOption[]; value: string; onApply: (value: string) => void; noneLabel: string }
    | { type: 5; value: Margins; max: number; onApply: (value: Margins) => void }
    | { type: 6; value: string; maxLength: number; label: string; onApply: (value: string) => void }
    | { type: 7 | 12; options: ChoiceOption[]; value: string[]; onApply: (value: string[]) => void }
    | { type: 10; children: ReactNode }
  )

export function EditModal(props: EditModalProps) {
  // The form state lives in a child that mounts with the dialog, so every opening starts from the current value.
  return (
    <Dialog open={props.open} title={props.title} onClose={props.onClose} footer={null}>
      {props.open && <ModalBody {...props} />}
    </Dialog>
  )
}

function Footer({ onCancel, okDisabled, info }: { onCancel: () => void; okDisabled?: boolean; info?: boolean }) {
  return (
    <div className="edit-modal__footer">
      {!info && (
        <button type="button" className="button button--secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
      )}
      <button type="submit" className="button" disabled={okDisabled}>
        <Trans>OK</Trans>
      </button>
    </div>
  )
}

function ModalBody(props: EditModalProps) {
  const { t } = useLingui()
  const id = useId()
  const initial = props.type === 10 ? undefined : props.value
  const [value, setValue] = useState(initial)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (props.type !== 10 && JSON.stringify(value) !== JSON.stringify(initial)) {
      ;(props.onApply as (v: unknown) => void)(value)
    }
    props.onClose()
  }

  switch (props.type) {
    case 10:
      return (
        <form onSubmit={submit}>
          <div className="edit-modal__info">{props.children}</div>
          <Footer onCancel={props.onClose} info />
        </form>
      )
    case 5: {
      const margins = value as Margins
      const labels: Record<keyof Margins, string> = { padT: t`Top`, padR: t`Right`, padB: t`Bottom`, padL: t`Left` }
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
    case 6: {
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
    case 7:
    case 12: {
      const chosen = value as string[]
      const toggle = (v: string) =>
        setValue(
          chosen.includes(v)
            ? chosen.filter((c) => c !== v)
            : props.options.map((o) => o.value).filter((o) => o === v || chosen.includes(o)),
        )
      const none = props.type === 7 && chosen.length === 0
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
    default: {
      const options = props.type === 11 ? [{ value: '', label: props.noneLabel }, ...props.options] : props.options
      return (
        <form onSubmit={submit}>
          <fieldset className="edit-modal__fieldset">
            <legend className="visually-hidden">{props.title}</legend>
            <ul className="edit-modal__options">
              {options.map((o) => (
                <li key={o.value}>
                  <label className="edit-modal__option">
                    <input
                      type="radio"
                      name={`${id}-choice`}
                      value={o.value}
                      checked={value === o.value}
                      onChange={() => setValue(o.value)}
                    />
                    <span>{o.label}</span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <Footer onCancel={props.onClose} />
        </form>
      )
    }
  }
}
