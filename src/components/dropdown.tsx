import { useLingui } from '@lingui/react/macro'
import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { useTypeAhead } from './use-type-ahead.ts'
import './dropdown.css'

export interface DropdownOption<V extends string | number> {
  value: V
  label: string
}

interface DropdownProps<V extends string | number> {
  label: string
  options: DropdownOption<V>[]
  value: V | undefined
  onChange: (value: V) => void
  /** Shows a filter box above the options. */
  filter?: boolean
  /** Clears the filter text when the panel closes. */
  resetFilterOnHide?: boolean
  emptyMessage?: string
  disabled?: boolean
}

/**
 * A single-choice dropdown: overlay panel of 200 px, filter trimmed,
 * type-ahead that resets after 500 ms, a message when nothing matches. Keyboard: arrows, Home/End,
 * Enter to choose, Escape to close; focus returns to the button.
 */
export function Dropdown<V extends string | number>(props: DropdownProps<V>) {
  const { label, options, value, onChange, filter = false, resetFilterOnHide = true, disabled = false } = props
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(0)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const id = useId()
  const typeAhead = useTypeAhead()

  const needle = query.trim().toLowerCase()
  const visible = needle ? options.filter((o) => o.label.toLowerCase().includes(needle)) : options
  const selected = options.find((o) => o.value === value)

  const show = () => {
    if (disabled) return
    setActive(
      Math.max(
        0,
        visible.findIndex((o) => o.value === value),
      ),
    )
    setOpen(true)
    requestAnimationFrame(() => (filter ? document.getElementById(`${id}-filter`) : listRef.current)?.focus())
  }
  const hide = () => {
    setOpen(false)
    if (resetFilterOnHide) setQuery('')
    buttonRef.current?.focus()
  }
  const choose = (option: DropdownOption<V> | undefined) => {
    if (!option) return
    onChange(option.value)
    hide()
  }

  const onListKey = (event: KeyboardEvent) => {
    const last = visible.length - 1
    const moves: Record<string, () => number> = {
      ArrowDown: () => Math.min(last, active + 1),
      ArrowUp: () => Math.max(0, active - 1),
      Home: () => 0,
      End: () => last,
    }
    if (moves[event.key]) {
      event.preventDefault()
      setActive(moves[event.key]!())
    } else if (event.key === 'Enter' || (event.key === ' ' && !filter)) {
      event.preventDefault()
      choose(visible[active])
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') event.preventDefault()
      hide()
    } else if (!filter && event.key.length === 1) {
      const index = typeAhead(
        event.key,
        visible.map((o) => o.label),
        active,
      )
      if (index >= 0) setActive(index)
    }
  }

  return (
    <div className="dropdown">
      <span className="dropdown__label" id={`${id}-label`}>
        {label}
      </span>
      <button
        ref={buttonRef}
        type="button"
        className="dropdown__button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-labelledby={`${id}-label ${id}-value`}
        disabled={disabled}
        onClick={() => (open ? hide() : show())}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault()
            show()
          }
        }}
      >
        <span id={`${id}-value`}>{selected?.label ?? t`Choose…`}</span>
        <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <>
          <div className="dropdown__overlay" aria-hidden="true" onClick={hide} />
          <div className="dropdown__panel">
            {filter && (
              <input
                id={`${id}-filter`}
                className="dropdown__filter"
                type="search"
                aria-label={t`Filter`}
                aria-controls={`${id}-list`}
                aria-activedescendant={visible[active] ? `${id}-opt-${active}` : undefined}
                value={query}
                onChange={(e) => {
                  setQuery(e.target.value)
                  setActive(0)
                }}
                onKeyDown={onListKey}
              />
            )}
            <ul
              ref={listRef}
              id={`${id}-list`}
              className="dropdown__list"
              role="listbox"
              aria-labelledby={`${id}-label`}
              tabIndex={filter ? -1 : 0}
              aria-activedescendant={!filter && visible[active] ? `${id}-opt-${active}` : undefined}
              onKeyDown={onListKey}
            >
              {visible.map((option, index) => (
                // Keys are handled on the listbox (aria-activedescendant), as the ARIA listbox pattern asks.
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <li
                  key={String(option.value)}
                  id={`${id}-opt-${index}`}
                  role="option"
                  aria-selected={option.value === value}
                  className={`dropdown__option${index === active ? ' dropdown__option--active' : ''}`}
                  onClick={() => choose(option)}
                  onMouseMove={() => setActive(index)}
                >
                  {option.label}
                </li>
              ))}
            </ul>
            {visible.length === 0 && (
              <p className="dropdown__empty" role="status">
                {props.emptyMessage ?? t`No results found`}
              </p>
            )}
          </div>
        </>
      )}
    </div>
  )
}
