import { useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { EditModal, type ChoiceOption } from './edit-modal.tsx'
import './choice-field.css'

interface ChoiceFieldProps {
  label: string
  options: ChoiceOption[]
  value: string
  /** Called only with a changed selection (the modal's OK on another option). */
  onApply: (value: string) => void
  /** The modal's title; the label by default. */
  title?: string
  disabled?: boolean
}

/**
 * One setting of an action box: its name, its current value, and a button that opens the edit
 * modal to change it. The button reads "{label} {value} Change", every word it shows.
 */
export function ChoiceField({ label, options, value, onApply, title, disabled = false }: ChoiceFieldProps) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const id = useId()
  const current = options.find((o) => o.value === value)?.label ?? value
  return (
    <div className="choice-field">
      <span id={`${id}-label`} className="choice-field__label">
        {label}
      </span>
      <button
        type="button"
        className="choice-field__button"
        aria-haspopup="dialog"
        // The name holds every word the button shows (WCAG 2.5.3 label in name): "Language English Change".
        aria-labelledby={`${id}-label ${id}-value ${id}-change`}
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        <span id={`${id}-value`} className="choice-field__value">
          {current}
        </span>{' '}
        <span id={`${id}-change`} className="choice-field__change">
          {t`Change`}
        </span>
      </button>
      <EditModal
        kind="choice"
        open={open}
        title={title ?? label}
        options={options}
        value={value}
        onApply={onApply}
        onClose={() => setOpen(false)}
      />
    </div>
  )
}
