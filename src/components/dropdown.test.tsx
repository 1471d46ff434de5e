import { act, fireEvent, screen } from '@testing-library/react'
import { renderUi as render } from '#test-support/render.tsx'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Dropdown } from './dropdown.tsx'
import { TYPE_AHEAD_RESET_MS } from './use-type-ahead.ts'

const LANGS = [
  { value: 1, label: 'English' },
  { value: 2, label: 'Slovenščina' },
  { value: 3, label: 'Deutsch' },
  { value: 4, label: 'Svenska' },
]

function Harness({ filter = false, onChange = vi.fn() }: { filter?: boolean; onChange?: (v: number) => void }) {
  const [value, setValue] = useState<number>(1)
  return (
    <Dropdown
      label="Language"
      options={LANGS}
      value={value}
      filter={filter}
      emptyMessage="No language matches"
      onChange={(v) => {
        setValue(v)
        onChange(v)
      }}
    />
  )
}

const openIt = () => fireEvent.click(screen.getByRole('button', { name: /Language/ }))

describe('Dropdown', () => {
  afterEach(() => vi.useRealTimers())

  it('chooses with the keyboard and closes', () => {
    const onChange = vi.fn()
    render(<Harness onChange={onChange} />)
    openIt()
    const list = screen.getByRole('listbox')
    fireEvent.keyDown(list, { key: 'ArrowDown' })
    fireEvent.keyDown(list, { key: 'Enter' })
    expect(onChange).toHaveBeenCalledWith(2)
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(screen.getByRole('button', { name: /Slovenščina/ })).toBeTruthy()
  })

  it('filters with trimmed text, shows the empty message, and resets the filter on hide', () => {
    render(<Harness filter />)
    openIt()
    const input = screen.getByRole('searchbox')
    fireEvent.change(input, { target: { value: '  deut  ' } })
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Deutsch'])
    fireEvent.change(input, { target: { value: 'xyz' } })
    expect(screen.queryAllByRole('option')).toHaveLength(0)
    expect(screen.getByText('No language matches')).toBeTruthy()
    fireEvent.keyDown(input, { key: 'Escape' })
    openIt()
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('')
  })

  it('type-ahead jumps by prefix and forgets what was typed after 500 ms', () => {
    vi.useFakeTimers()
    render(<Harness />)
    openIt()
    const list = screen.getByRole('listbox')
    const active = () => list.getAttribute('aria-activedescendant')
    const optionId = (label: string) => screen.getByRole('option', { name: label }).id
    fireEvent.keyDown(list, { key: 's' })
    expect(active()).toBe(optionId('Slovenščina'))
    fireEvent.keyDown(list, { key: 'v' })
    expect(active()).toBe(optionId('Svenska'))
    act(() => vi.advanceTimersByTime(TYPE_AHEAD_RESET_MS + 1))
    fireEvent.keyDown(list, { key: 'd' })
    expect(active()).toBe(optionId('Deutsch'))
  })
})
