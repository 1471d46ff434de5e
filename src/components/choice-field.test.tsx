import { fireEvent, screen, within } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { renderUi as render } from '#test-support/render.tsx'
import { ChoiceField } from './choice-field.tsx'

// jsdom has <dialog> without its modal methods.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true
  }
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false
  }
})

const LANGUAGES = [
  { value: '1', label: 'English' },
  { value: '2', label: 'Slovenščina' },
]

describe('ChoiceField', () => {
  it('names its button by label and value, and opens the edit modal titled by the label', () => {
    render(<ChoiceField label="Language" options={LANGUAGES} value="1" onApply={vi.fn()} />)
    const button = screen.getByRole('button', { name: 'Language English Change' })
    expect(button.getAttribute('aria-haspopup')).toBe('dialog')
    fireEvent.click(button)
    const dialog = screen.getByRole('dialog', { name: 'Language' })
    expect(within(dialog).getByRole<HTMLInputElement>('radio', { name: 'English' }).checked).toBe(true)
  })

  it('applies only a changed selection', () => {
    const onApply = vi.fn()
    render(<ChoiceField label="Language" options={LANGUAGES} value="1" onApply={onApply} />)
    fireEvent.click(screen.getByRole('button', { name: 'Language English Change' }))
    fireEvent.click(screen.getByRole('button', { name: 'OK' }))
    expect(onApply).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Language English Change' }))
    fireEvent.click(screen.getByRole('radio', { name: 'Slovenščina' }))
    fireEvent.click(screen.getByRole('button', { name: 'OK' }))
    expect(onApply).toHaveBeenCalledExactlyOnceWith('2')
  })
})
