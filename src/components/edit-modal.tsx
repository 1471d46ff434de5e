import { Trans } from '@lingui/react/macro'
import { lazy, Suspense, useId, useState, type FormEvent, type ReactNode } from 'react'
import { Dialog } from './dialog.tsx'
import './edit-modal.css'

/**
 * Margins, free text, several languages, product codes and information are the label editor's
 * modals only: the editor needs the server, so they load with it (vite.config.ts names the chunk
 * online-*), while the single choices of the TDS and safety-instruction pages work offline.
 */
const LabelEditorBody = lazy(() => import('./edit-modal-fields.tsx'))

/**
 * The edit modals, by kind (what the form asks for, not which setting it edits):
 * - 'choice': one of a list (the label's packaging size, label dimensions, title size, font size
 *   and QR code; the language and version of the TDS and safety-instruction pages);
 * - 'choice-or-none': one of a list or none of it (the version to compare with);
 * - 'margins': four margins in millimetres; 'text': one line of free text;
 * - 'languages': several languages, at least one; 'product-codes': several codes, or none;
 * - 'information': a text with only OK.
 * OK applies only a changed selection; Cancel, Escape and the close button change nothing.
 */
export interface ChoiceOption {
  value: string
  label: string
}

/** Four margins in millimetres. */
export interface Margins {
  top: number
  right: number
  bottom: number
  left: number
}

interface Common {
  open: boolean
  title: string
  onClose: () => void
}

export type EditModalProps = Common &
  (
    | { kind: 'choice'; options: ChoiceOption[]; value: string; onApply: (value: string) => void }
    | { kind: 'choice-or-none'; options: ChoiceOption[]; value: string; onApply: (value: string) => void; noneLabel: string }
    | { kind: 'margins'; value: Margins; max: number; onApply: (value: Margins) => void }
    | { kind: 'text'; value: string; maxLength: number; label: string; onApply: (value: string) => void }
    | { kind: 'languages' | 'product-codes'; options: ChoiceOption[]; value: string[]; onApply: (value: string[]) => void }
    | { kind: 'information'; children: ReactNode }
  )

export function EditModal(props: EditModalProps) {
  // The form state lives in a child that mounts with the dialog, so every opening starts from the current value.
  return (
    <Dialog open={props.open} title={props.title} onClose={props.onClose} footer={null}>
      {props.open && <ModalBody {...props} />}
    </Dialog>
  )
}

export interface FooterProps {
  onCancel: () => void
  okDisabled?: boolean
  info?: boolean
}

function Footer({ onCancel, okDisabled, info }: FooterProps) {
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
  const id = useId()
  const initial = props.kind === 'information' ? undefined : props.value
  const [value, setValue] = useState(initial)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (props.kind !== 'information' && JSON.stringify(value) !== JSON.stringify(initial)) {
      ;(props.onApply as (v: unknown) => void)(value)
    }
    props.onClose()
  }

  switch (props.kind) {
    case 'margins':
    case 'text':
    case 'languages':
    case 'information':
    case 'product-codes':
      return (
        <Suspense fallback={null}>
          <LabelEditorBody
            props={props}
            id={id}
            value={value}
            setValue={(next) => setValue(next as typeof value)}
            submit={submit}
            Footer={Footer}
          />
        </Suspense>
      )
    case 'choice':
    case 'choice-or-none': {
      const options = props.kind === 'choice-or-none' ? [{ value: '', label: props.noneLabel }, ...props.options] : props.options
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
