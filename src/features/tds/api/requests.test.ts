import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.doUnmock('../../../shared/api/sds-render.ts')
  vi.resetModules()
})

describe('tdsHtml (the sheet of a TDS answer)', () => {
  it('checks the answer by its schema when the schemas are on the device', async () => {
    const { tdsHtml } = await import('./requests.ts')
    await expect(tdsHtml({ html: '<p>TDS</p>' })).resolves.toBe('<p>TDS</p>')
    await expect(tdsHtml({ html: 3 })).rejects.toThrow()
  })

  it('offline, without the schemas’ code, still reads a saved answer and refuses one without html', async () => {
    vi.doMock('../../../shared/api/sds-render.ts', () => {
      throw new TypeError('Failed to fetch dynamically imported module')
    })
    const { tdsHtml } = await import('./requests.ts')
    await expect(tdsHtml({ html: '<p>saved TDS</p>' })).resolves.toBe('<p>saved TDS</p>')
    await expect(tdsHtml({ sheet: '<p>x</p>' })).rejects.toThrow(SyntaxError)
  })
})
