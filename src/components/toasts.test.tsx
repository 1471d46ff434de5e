import { act, fireEvent, screen } from '@testing-library/react'
import { renderUi as render } from '#test-support/render.tsx'
import { beforeEach, describe, expect, it } from 'vitest'
import { uiStore } from '#lib/store.ts'
import { notify, toastsAtom } from './toast-store.ts'
import { Toasts } from './toasts.tsx'

describe('Toasts', () => {
  beforeEach(() => uiStore.set(toastsAtom, []))

  it('keeps an empty live region from the start, so screen readers announce the first notice added to it', () => {
    const { container } = render(<Toasts />)
    const region = container.querySelector('[aria-live="polite"]')
    expect(region).not.toBeNull()
    expect(region?.childElementCount).toBe(0)
  })

  it('shows a notice, with its action and its close button, inside that region once its code has loaded', async () => {
    const { container } = render(<Toasts />)
    let acted = false
    act(() =>
      notify({
        type: 'cta',
        text: 'A new version of the portal is available.',
        delay: 0,
        action: { label: 'Update', onAction: () => (acted = true) },
      }),
    )
    const text = await screen.findByText('A new version of the portal is available.')
    expect(container.querySelector('[aria-live="polite"]')?.contains(text)).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Update' }))
    expect(acted).toBe(true)
    expect(screen.getByRole('button', { name: 'Close notification' })).toBeTruthy()
  })
})
