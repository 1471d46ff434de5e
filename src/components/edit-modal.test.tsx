import { fireEvent, screen, within } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { renderUi as render } from '#test-support/render.tsx'
import { EditModal } from './edit-modal.tsx'

// jsdom has <dialog> without its modal methods.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true
  }
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.open = false
  }
})

const OPTIONS = [
  { value: '1', label: 'English' },
  { value: '2', label: 'Slovenščina' },
  { value: '3', label: 'Deutsch' },
]
const ok = () => screen.getByRole<HTMLButtonElement>('button', { name: 'OK' })
const common = () => ({ open: true, title: 'Edit', onClose: vi.fn() })

describe('EditModal kinds', () => {
  // The label editor's kinds (margins, text, languages, product codes, information) load their body
  // on first use: found, not got.
  it('choice: one of a list, applied only when the selection changed', () => {
    const onApply = vi.fn()
    const props = { ...common(), kind: 'choice' as const, options: OPTIONS, value: '1', onApply }
    const { unmount } = render(<EditModal {...props} />)
    fireEvent.click(ok())
    expect(onApply).not.toHaveBeenCalled()
    expect(props.onClose).toHaveBeenCalled()
    unmount()
    render(<EditModal {...props} />)
    fireEvent.click(screen.getByRole('radio', { name: 'Deutsch' }))
    fireEvent.click(ok())
    expect(onApply).toHaveBeenCalledWith('3')
  })

  it('choice-or-none: compare version offers "none" beside the versions', () => {
    const onApply = vi.fn()
    render(<EditModal {...common()} kind="choice-or-none" options={OPTIONS} value="2" noneLabel="No comparison" onApply={onApply} />)
    fireEvent.click(screen.getByRole('radio', { name: 'No comparison' }))
    fireEvent.click(ok())
    expect(onApply).toHaveBeenCalledWith('')
  })

  it('margins: from 0 to the maximum in half millimetres, OK disabled otherwise', async () => {
    const onApply = vi.fn()
    render(<EditModal {...common()} kind="margins" value={{ top: 6, right: 6, bottom: 6, left: 6 }} max={30} onApply={onApply} />)
    const top = await screen.findByRole('spinbutton', { name: 'Top' })
    fireEvent.change(top, { target: { value: '31' } })
    expect(screen.getByRole('alert').textContent).toBe('Margins must be from 0 to 30 mm, in steps of 0.5 mm.')
    expect(ok().disabled).toBe(true)
    fireEvent.change(top, { target: { value: '2.5' } })
    expect(ok().disabled).toBe(false)
    fireEvent.click(ok())
    expect(onApply).toHaveBeenCalledWith({ top: 2.5, right: 6, bottom: 6, left: 6 })
  })

  it('text: free text with its length', async () => {
    const onApply = vi.fn()
    render(<EditModal {...common()} kind="text" value="" maxLength={60} label="Contents" onApply={onApply} />)
    fireEvent.change(await screen.findByRole('textbox', { name: 'Contents' }), { target: { value: '500 ml' } })
    expect(screen.getByText('6 of 60 characters')).toBeTruthy()
    fireEvent.click(ok())
    expect(onApply).toHaveBeenCalledWith('500 ml')
  })

  it('languages: several languages; none selected disables OK and says why', async () => {
    const onApply = vi.fn()
    render(<EditModal {...common()} kind="languages" options={OPTIONS} value={['1']} onApply={onApply} />)
    fireEvent.click(await screen.findByRole('checkbox', { name: 'English' }))
    expect(screen.getByRole('alert').textContent).toBe('At least one language must be selected.')
    expect(ok().disabled).toBe(true)
    fireEvent.click(screen.getByRole('checkbox', { name: 'Deutsch' }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Slovenščina' }))
    expect(screen.queryByRole('alert')).toBeNull()
    fireEvent.click(ok())
    // In the list's order, whatever the order of the clicks.
    expect(onApply).toHaveBeenCalledWith(['2', '3'])
  })

  it('product-codes: product codes may be none at all', async () => {
    const onApply = vi.fn()
    render(<EditModal {...common()} kind="product-codes" options={OPTIONS} value={['2']} onApply={onApply} />)
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Slovenščina' }))
    expect(ok().disabled).toBe(false)
    fireEvent.click(ok())
    expect(onApply).toHaveBeenCalledWith([])
  })

  it('information: a text with one OK button', async () => {
    const props = common()
    render(
      <EditModal {...props} kind="information">
        <p>About sizes</p>
      </EditModal>,
    )
    const dialog = screen.getByRole('dialog', { hidden: true })
    // The label editor's bodies load with it (edit-modal-fields.tsx).
    expect(await within(dialog).findByText('About sizes')).toBeTruthy()
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).toBeNull()
    fireEvent.click(ok())
    expect(props.onClose).toHaveBeenCalled()
  })

  it('Cancel changes nothing', () => {
    const onApply = vi.fn()
    const props = { ...common(), kind: 'choice' as const, options: OPTIONS, value: '1', onApply }
    render(<EditModal {...props} />)
    fireEvent.click(screen.getByRole('radio', { name: 'Deutsch' }))
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onApply).not.toHaveBeenCalled()
    expect(props.onClose).toHaveBeenCalled()
  })
})
