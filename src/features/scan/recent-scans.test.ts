import { afterEach, describe, expect, it } from 'vitest'
import { STORAGE } from '#shared/storage-keys'
import { recentScans, rememberScan } from './recent-scans.ts'

const scan = (n: number) => ({ id: `Dossier0000000${n.toString().padStart(2, '0')}`, path: `/p/Dossier0000000${n}` })

describe('recent scans', () => {
  afterEach(() => localStorage.clear())

  it('lists the dossiers opened from the scanner newest first, each once, the last five', () => {
    for (let n = 1; n <= 6; n += 1) rememberScan(scan(n))
    rememberScan(scan(3))
    expect(recentScans().map((s) => s.id)).toEqual([scan(3), scan(6), scan(5), scan(4), scan(2)].map((s) => s.id))
  })

  it('reads nothing from a value this build cannot read', () => {
    localStorage.setItem(STORAGE.recentScans, '{"not":"a list"}')
    expect(recentScans()).toEqual([])
    localStorage.setItem(STORAGE.recentScans, '[{"id":1},{"id":"Dossier000000001","path":"/p/Dossier000000001"}]')
    expect(recentScans()).toEqual([{ id: 'Dossier000000001', path: '/p/Dossier000000001' }])
  })
})
