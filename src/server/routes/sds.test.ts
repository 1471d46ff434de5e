import { JSDOM } from 'jsdom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { problemSchema } from '#shared/api/product-detail'
import { SDS_FIXTURE, sdsFixtureJson, sdsTestContext, type SdsTestContext } from '#test-support/server/sds.ts'

const { permalink } = SDS_FIXTURE
let ctx: SdsTestContext
let app: ReturnType<SdsTestContext['app']>
beforeAll(async () => {
  ctx = await sdsTestContext()
  app = ctx.app()
})
afterAll(() => ctx.close())

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers })

async function expectProblem(res: Response, status: number, field?: string) {
  expect(res.status).toBe(status)
  expect(res.headers.get('content-type')).toBe('application/problem+json')
  const body = problemSchema.parse(await res.json())
  if (field) expect(body.errors?.map((e) => e.pointer)).toEqual([`/${field}`])
  return body
}

describe('GET sdsRender/view/-{id}/{lang}', () => {
  it('answers the sheet as an HTML fragment of 16 sections, revalidated by a strong ETag', async () => {
    for (const prefix of ['/api/v1/sdsRender', '/api/sdsRender']) {
      const res = await get(`${prefix}/view/-${permalink}/2`)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(res.headers.get('cache-control')).toBe('no-cache')
      expect(res.headers.get('content-language')).toBe('sl')
      expect(res.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]{43}"$/)
      const dom = JSDOM.fragment(await res.text())
      expect(dom.querySelector('article.sds')!.getAttribute('lang')).toBe('sl')
      expect(dom.querySelectorAll('section.sds-section')).toHaveLength(16)
      expect(dom.querySelector('.sds-qr img')!.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/)
    }
  })

  it('answers 304 without a body to If-None-Match with the current ETag, and 200 to a stale one', async () => {
    const first = await get(`/api/v1/sdsRender/view/-${permalink}/1`)
    const etag = first.headers.get('etag')!
    const again = await get(`/api/v1/sdsRender/view/-${permalink}/1`, { 'If-None-Match': etag })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    expect(again.headers.get('etag')).toBe(etag)
    expect(again.headers.get('cache-control')).toBe('no-cache')
    expect((await get(`/api/v1/sdsRender/view/-${permalink}/1`, { 'If-None-Match': `"other", W/${etag}` })).status).toBe(304)
    expect((await get(`/api/v1/sdsRender/view/-${permalink}/1`, { 'If-None-Match': '"stale"' })).status).toBe(200)
  })

  it('renders per version, language and QR option, each with its own ETag', async () => {
    const base = `/api/v1/sdsRender/view/-${permalink}`
    const answers = await Promise.all(
      [`${base}/1`, `${base}/1?qrCode=0`, `${base}/3`, `${base}/1?version=${ctx.versions.older}`].map(async (path) => {
        const res = await get(path)
        expect(res.status, path).toBe(200)
        return { etag: res.headers.get('etag'), html: await res.text() }
      }),
    )
    expect(new Set(answers.map((a) => a.etag)).size).toBe(4)
    expect(answers[1]!.html).not.toContain('sds-qr')
    expect(answers[3]!.html).toContain(`data-version-id="${ctx.versions.older}"`)
    expect(answers[0]!.html).toContain(`data-version-id="${ctx.versions.current}"`)
    // The same request again: the same bytes from the cache.
    expect(await (await get(`${base}/1`)).text()).toBe(answers[0]!.html)
  })

  it('puts the configured public address, else the request origin, into the QR code', async () => {
    const local = ctx.app({ publicUrl: undefined })
    const qr = async (res: Response) => {
      const src = JSDOM.fragment(await res.text())
        .querySelector('.sds-qr img')!
        .getAttribute('src')!
      return Buffer.from(src.split(',')[1]!, 'base64').toString()
    }
    const configured = await qr(await get(`/api/v1/sdsRender/view/-${permalink}/1`))
    const fromOrigin = await qr(await local.request(`http://portal.test:8080/api/v1/sdsRender/view/-${permalink}/1`))
    // The SVG draws the modules of the address: another address, another drawing.
    expect(configured).toMatch(/^<svg/)
    expect(configured).not.toBe(fromOrigin)
  })

  it('answers 404 for unknown and malformed products, with one body', async () => {
    const bodies = await Promise.all(
      [`-AAAAAAAAAAAAAAAAAAAA`, permalink, `-${permalink}x!`, '-short'].map(async (id) =>
        expectProblem(await get(`/api/v1/sdsRender/view/${id}/1`), 404),
      ),
    )
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1)
  })

  it.each([
    ['a language that is not valid for the product', `/${SDS_FIXTURE.invalidLang}`, 'lang'],
    ['a language id that does not exist', '/99', 'lang'],
    ['a language that is no id', '/en', 'lang'],
    ['an unknown version', '/1?version=999999', 'version'],
    ['a version that is no id', '/1?version=1.0', 'version'],
    ['a QR option other than 0 or 1', '/1?qrCode=2', 'qrCode'],
  ])('answers 400 naming the parameter for %s', async (_, suffix, field) => {
    const body = await expectProblem(await get(`/api/v1/sdsRender/view/-${permalink}${suffix}`), 400, field)
    expect(body.detail).toMatch(new RegExp(`^${field}: `))
  })

  it('answers the no-version marker for a product without any version', async () => {
    await ctx.db.kysely
      .insertInto('products')
      .values({
        permalink: 'fixtureSdsNoVersion1',
        name: 'Empty',
        code: '',
        edition: 'chemicals',
        logo: null,
        regulation: 'clp',
        supplier_name: 'S',
        supplier_address: '',
        supplier_city: '',
        supplier_country: '',
        supplier_phone: '',
        supplier_email: '',
        producer_name: null,
        producer_address: null,
        producer_city: null,
        producer_country: null,
        emergency_phone: '',
        doc_sds: 1,
        doc_tds: 0,
        doc_lbl: 0,
        doc_ipi: 0,
        tds_enabled: 0,
        created_at: '2026-01-01',
        updated_at: '2026-01-01',
      })
      .execute()
    const res = await get('/api/v1/sdsRender/view/-fixtureSdsNoVersion1/2')
    expect(res.status).toBe(200)
    const marker = JSDOM.fragment(await res.text()).querySelector('.sds-no-version')!
    expect(marker.getAttribute('data-no-version')).toBe('true')
    expect(marker.textContent).toBe('Ni veljavne različice varnostnega lista')
    const compare = await (await get('/api/v1/sdsRender/compare/-fixtureSdsNoVersion1/1')).json()
    expect(compare).toEqual({ html: expect.stringContaining('data-no-version="true"'), sections: [] })
    await expectProblem(await get('/api/v1/sdsRender/sdsPdf/-fixtureSdsNoVersion1/1?version=1'), 404)
  })
})

describe('GET sdsRender/compare/-{id}/{lang}', () => {
  it('answers {html, sections} with exactly the changed sections marked', async () => {
    const res = await get(
      `/api/v1/sdsRender/compare/-${permalink}/3?compare_version_id=${ctx.versions.older}&orig_version_id=${ctx.versions.current}`,
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    expect(res.headers.get('etag')).toBeTruthy()
    const body = (await res.json()) as { html: string; sections: number[] }
    expect(body.sections).toEqual(SDS_FIXTURE.changedSections)
    const dom = JSDOM.fragment(body.html)
    expect([...dom.querySelectorAll('.sds-section--changed')].map((s) => s.id)).toEqual(['sds-section-4', 'sds-section-7'])
    for (const mark of dom.querySelectorAll('ins, del')) expect(mark.closest('.sds-section--changed')).not.toBeNull()
    expect(dom.querySelectorAll('ins').length).toBeGreaterThan(0)
    expect(dom.querySelector('article')!.getAttribute('lang')).toBe('de')
  })

  it('shows the current version by default, and no comparison without a compare version', async () => {
    const base = `/api/v1/sdsRender/compare/-${permalink}/1`
    const byDefault = (await (await get(`${base}?compare_version_id=${ctx.versions.older}`)).json()) as { sections: number[]; html: string }
    expect(byDefault.sections).toEqual(SDS_FIXTURE.changedSections)
    expect(byDefault.html).toContain(`data-version-id="${ctx.versions.current}"`)
    const none = (await (await get(`${base}?compare_version_id=`)).json()) as { sections: number[]; html: string }
    expect(none.sections).toEqual([])
    expect(none.html).not.toMatch(/<ins>|<del>|sds-section--changed/)
    const reversed = (await (
      await get(`${base}?orig_version_id=${ctx.versions.older}&compare_version_id=${ctx.versions.current}`)
    ).json()) as {
      sections: number[]
    }
    expect(reversed.sections).toEqual(SDS_FIXTURE.changedSections)
  })

  it('answers 400 naming an unknown version', async () => {
    await expectProblem(await get(`/api/v1/sdsRender/compare/-${permalink}/1?compare_version_id=77777`), 400, 'compare_version_id')
    await expectProblem(await get(`/api/v1/sdsRender/compare/-${permalink}/1?orig_version_id=x`), 400, 'orig_version_id')
  })
})

describe('GET sdsRender/sdsPdf/-{id}/{lang}', () => {
  it('redirects the unversioned address to the current version’s, which is immutable', async () => {
    const res = await get(`/api/v1/sdsRender/sdsPdf/-${permalink}/1?qrCode=0`)
    expect(res.status).toBe(302)
    expect(res.headers.get('cache-control')).toBe('no-cache')
    const location = res.headers.get('location')!
    expect(location).toBe(`/api/v1/sdsRender/sdsPdf/-${permalink}/1?qrCode=0&version=${ctx.versions.current}`)

    const pdf = await get(location)
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(pdf.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(pdf.headers.get('content-disposition')).toBe(
      `attachment; filename="Fixture SDS Solvent _istilo.pdf"; filename*=UTF-8''Fixture%20SDS%20Solvent%20%C4%8Cistilo.pdf`,
    )
    const bytes = Buffer.from(await pdf.arrayBuffer())
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const etag = pdf.headers.get('etag')!
    const revalidated = await get(location, { 'If-None-Match': etag })
    expect(revalidated.status).toBe(304)
    expect(revalidated.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  it('answers an older version at its own address', async () => {
    const res = await get(`/api/v1/sdsRender/sdsPdf/-${permalink}/3?version=${ctx.versions.older}`)
    expect(res.status).toBe(200)
    expect(Buffer.from(await res.arrayBuffer()).toString('latin1')).toContain('/Lang (de)')
  })

  it('also answers at the alternate path existing clients use, pdf/{id} and pdf/-{id}, in A4 only', async () => {
    const redirect = await get(`/api/sdsRender/pdf/${permalink}/2?format=A4&qrCode=1`)
    expect(redirect.status).toBe(302)
    expect(redirect.headers.get('location')).toBe(`/api/sdsRender/pdf/${permalink}/2?format=A4&qrCode=1&version=${ctx.versions.current}`)
    const pdf = await get(`/api/sdsRender/pdf/-${permalink}/2?format=A4&version=${ctx.versions.current}`)
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    await expectProblem(await get(`/api/sdsRender/pdf/-${permalink}/2?format=A3`), 400, 'format')
  })

  it.each([
    ['an unknown product', `/api/v1/sdsRender/sdsPdf/-AAAAAAAAAAAAAAAAAAAA/1`, 404, undefined],
    ['an invalid language', `/api/v1/sdsRender/sdsPdf/-${permalink}/4`, 400, 'lang'],
    ['an unknown version', `/api/v1/sdsRender/sdsPdf/-${permalink}/1?version=424242`, 400, 'version'],
    ['qrCode=2', `/api/v1/sdsRender/sdsPdf/-${permalink}/1?qrCode=2`, 400, 'qrCode'],
  ])('answers a problem for %s', async (_, path, status, field) => {
    await expectProblem(await get(path), status, field)
  })
})

describe('SDS renders after an import', () => {
  it('serves the new content as soon as a version is re-imported with changes', async () => {
    const local = await sdsTestContext()
    try {
      const localApp = local.app()
      const before = await (await localApp.request(`/api/v1/sdsRender/view/-${permalink}/1`)).text()
      expect(before).toContain('keep at rest')
      const changed = sdsFixtureJson('2.0')
      const sections = (changed.sds as { sections: Record<string, Record<string, string>> }).sections
      sections['4.1'] = { en: 'Call a doctor.', sl: 'Pokličite zdravnika.', de: 'Arzt rufen.', hr: 'Nazovite liječnika.' }
      const { importDossiers } = await import('../import/dossier-import.ts')
      expect((await importDossiers(local.db.kysely, [{ file: 'changed.json', text: JSON.stringify(changed) }])).ok).toBe(true)
      const after = await (await localApp.request(`/api/v1/sdsRender/view/-${permalink}/1`)).text()
      expect(after).toContain('Call a doctor.')
    } finally {
      await local.close()
    }
  })
})
