import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderUi as render } from '#test-support/render.tsx'
import { ListPager, MatchCount, pageCount } from './list-paging.tsx'

describe('the product list count and pager', () => {
  it('states an exact total as found, and a capped one as "more than", never as the number found', () => {
    const { container, rerender } = render(<MatchCount total={1} totalIsExact />)
    expect(container.textContent).toBe('1 product found')
    rerender(<MatchCount total={37} totalIsExact />)
    expect(container.textContent).toBe('37 products found')
    rerender(<MatchCount total={1000} totalIsExact={false} />)
    expect(container.textContent).toBe('More than 1,000 products found')
  })

  it('knows the number of pages only from an exact total', () => {
    expect(pageCount({ total: 41, totalIsExact: true }, 20)).toBe(3)
    expect(pageCount({ total: 0, totalIsExact: true }, 20)).toBe(1)
    expect(pageCount({ total: 1000, totalIsExact: false }, 20)).toBeUndefined()
  })

  it('pages on past the counted matches while the answer says a next page exists', () => {
    const onPage = vi.fn()
    const { rerender } = render(<ListPager page={51} pages={undefined} hasNextPage onPage={onPage} />)
    expect(screen.getByText('Page 51')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(onPage).toHaveBeenLastCalledWith(52)
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }))
    expect(onPage).toHaveBeenLastCalledWith(50)
    // The last page of more than 1,000: no next page, though the number of pages was never known.
    rerender(<ListPager page={73} pages={undefined} hasNextPage={false} onPage={onPage} />)
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('names the page among an exact number of pages, and shows no pager for a single page', () => {
    const { container, rerender } = render(<ListPager page={1} pages={3} hasNextPage onPage={() => undefined} />)
    expect(screen.getByText('Page 1 of 3')).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true)
    rerender(<ListPager page={1} pages={1} hasNextPage={false} onPage={() => undefined} />)
    expect(container.textContent).toBe('')
  })
})
