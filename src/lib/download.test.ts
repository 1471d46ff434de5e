import { describe, expect, it } from 'vitest'
import { fileNameFromDisposition, localTimestamp } from './download.ts'

describe('downloads', () => {
  it('take the file name from Content-Disposition, the UTF-8 form first', () => {
    expect(fileNameFromDisposition(`attachment; filename="Cistilo _100x150mm.pdf"; filename*=UTF-8''%C4%8Cistilo%20_100x150mm.pdf`)).toBe(
      'Čistilo _100x150mm.pdf',
    )
    expect(fileNameFromDisposition('attachment; filename="Label_52x74mm.pdf"')).toBe('Label_52x74mm.pdf')
    expect(fileNameFromDisposition(null)).toBeUndefined()
  })

  it('send the local time for the file name', () => {
    expect(localTimestamp(new Date(2026, 4, 20, 9, 5))).toBe('2026-05-20T09:05')
  })
})
