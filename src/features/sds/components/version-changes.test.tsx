import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderUi as render } from '#test-support/render.tsx'
import { VersionChanges } from './version-changes.tsx'

describe('VersionChanges', () => {
  it('names the replaced version and lists each change with the sections it touched', () => {
    render(
      <VersionChanges
        version={{
          id: 7,
          text: '3.0',
          replaces: '2.0',
          changes: [
            { sections: ['2.2'], text: 'P102 and P280 added to the label.' },
            { sections: ['2.1', '14.1'], text: 'UN number added.' },
          ],
        }}
      />,
    )
    const block = screen.getByRole('region', { name: 'Changes in this version' })
    expect(within(block).getByText('Version 3.0 replaces version 2.0.')).toBeTruthy()
    const rows = within(block)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      )
    expect(rows.filter((cells) => cells.length > 0)).toEqual([
      ['2.2', 'P102 and P280 added to the label.'],
      ['2.1, 14.1', 'UN number added.'],
    ])
  })

  it('claims no revision for a version without replaced version or changes', () => {
    const { container } = render(<VersionChanges version={{ id: 1, text: '1.0' }} />)
    expect(container.textContent).toBe('')
  })

  it('names the replaced version even when the file lists no change', () => {
    render(<VersionChanges version={{ id: 2, text: '1.1', replaces: '1.0', changes: [] }} />)
    expect(screen.getByText('Version 1.1 replaces version 1.0.')).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
  })
})
