import { fireEvent, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderUi as render } from '#test-support/render.tsx'
import type { SdsSheet } from '../api/requests.ts'
import { SdsSheetView } from './sds-sheet-view.tsx'

const section = (n: number) =>
  `<section class="sds-section" id="sds-section-${n}" data-section="${n}"><h2>SECTION ${n}: Title ${n}</h2><p>Text of ${n}</p></section>`
const SHEET: SdsSheet = {
  html: `<article class="sds" lang="en">${Array.from({ length: 16 }, (_, i) => section(i + 1)).join('')}</article>`,
  changed: [],
  noVersion: false,
}

describe('SdsSheetView', () => {
  beforeEach(() => {
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo
  })

  it('shows the sheet and a menu of 16 numbered section buttons named by their headings', () => {
    render(<SdsSheetView sheet={SHEET} changed={[]} busy={false} />)
    const menu = screen.getByRole('navigation', { name: 'Sections of the safety data sheet' })
    const buttons = within(menu).getAllByRole('button')
    expect(buttons.map((b) => b.textContent)).toEqual(Array.from({ length: 16 }, (_, i) => String(i + 1)))
    expect(buttons[2]).toHaveProperty('ariaLabel', 'Section 3: Title 3')
    expect(screen.getByText('Text of 16')).toBeTruthy()
  })

  it('marks changed sections in the menu and in their headings, not by colour alone', () => {
    render(<SdsSheetView sheet={{ ...SHEET, changed: [2, 8] }} changed={[2, 8]} busy={false} />)
    const changed = screen.getAllByRole('button', { name: /, changed$/ })
    expect(changed.map((b) => b.textContent)).toEqual(['2●', '8●'])
    expect(screen.getByRole('heading', { level: 2, name: /Title 2 Changed$/ })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: 'SECTION 3: Title 3' })).toBeTruthy()
  })

  it('clears the marks when the comparison ends', () => {
    const { rerender } = render(<SdsSheetView sheet={SHEET} changed={[2]} busy={false} />)
    rerender(<SdsSheetView sheet={SHEET} changed={[]} busy={false} />)
    expect(screen.queryAllByRole('button', { name: /changed/ })).toEqual([])
    expect(document.querySelector('.sds-changed-badge')).toBeNull()
  })

  it('scrolls to a section on click, marks it current and moves focus to its heading', () => {
    render(<SdsSheetView sheet={SHEET} changed={[]} busy={false} />)
    fireEvent.click(screen.getByRole('button', { name: /^Section 5:/ }))
    expect(window.scrollTo).toHaveBeenCalled()
    expect(screen.getByRole('button', { name: /^Section 5:/ }).getAttribute('aria-current')).toBe('location')
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'SECTION 5: Title 5' }))
  })

  it('hides the menu and the indent when the product has no version', () => {
    const { container } = render(
      <SdsSheetView
        sheet={{ html: '<div class="sds-no-version" data-no-version="true">No valid SDS version</div>', changed: [], noVersion: true }}
        changed={[]}
        busy={false}
      />,
    )
    expect(screen.queryByRole('navigation')).toBeNull()
    expect(container.querySelector('.sds-layout--no-version')).not.toBeNull()
  })
})
