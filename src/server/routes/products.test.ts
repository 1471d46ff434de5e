import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import QRCode from 'qrcode'
import { beforeEach, describe, expect, it } from 'vitest'
import { productDetailSchema, problemSchema, type ProductDetail } from '#shared/api/product-detail'
import { docLanguageByCode } from '#shared/languages'
import { enabledDocTabs } from '#shared/tabs'
import type { AppDeps } from '../deps.ts'
import { describeEachDatabase } from '#test-support/server/databases.ts'
import { importDossierPath } from '../import/dossier-import.ts'
import { DEMO_CATALOGUE_DIR } from '../index.ts'
import {
  FIXTURE,
  FIXTURE_DIR,
  importFixtures,
  demoProducts,
  fixtureDossier,
  productApp,
  STABLE_DEMO,
  STABLE_DEMO_PERMALINKS,
} from '#test-support/server/fixtures.ts'
import { sanitizeFileName } from '#shared/file-names'
import { contentDisposition } from './route-helpers.ts'
import { addressSegments } from '../render/common/qr-segments.ts'

const PUBLIC_URL = 'https://dossier.example'
const phrases = (name: string) => JSON.parse(readFileSync(fileURLToPath(new URL(`../phrases/${name}`, import.meta.url)), 'utf8'))
const STATEMENTS = { ...phrases('hazard-statements.json'), ...phrases('precautionary-statements.json') } as Record<
  string,
  Record<string, string>
>
const PICTOGRAMS = (phrases('pictogram-texts.json') as { pictograms: Record<string, Record<string, string>> }).pictograms
const statement = (code: string, lang = 'en') => STATEMENTS[code]![lang]!

/** The top-level fields of the product-detail answer existing clients read. */
const SPEC_FIELDS = [
  'lang',
  'version',
  'basic',
  'synonyms',
  'supplier',
  'producer',
  'clasification',
  'substances',
  'materials',
  'steps',
  'parameters_preview',
  'health_safety',
  'attachments',
  'recommended_use',
  'recommended_levels',
  'special_features',
  'validLangs',
  'validTdsLangs',
  'label',
  'edit_param',
  'edit',
  'sds_edit',
  'tds_edit',
  'label_edit',
]
const EDIT_PARAM_FIELDS = ['sds_exists', 'tds_exists', 'tds_enabled', 'lang_exists', 'doc', 'languages', 'defaults']
const OPTION_LISTS = ['package_size', 'label_dim', 'font_size_product', 'font_size_title', 'QR']

/** Checks the original portal's field names on the raw answer, then parses it as the app does. */
function specDetail(json: unknown): ProductDetail {
  const raw = json as Record<string, Record<string, unknown>>
  expect(Object.keys(raw)).toEqual(expect.arrayContaining(SPEC_FIELDS))
  expect(Object.keys(raw.edit_param!)).toEqual(expect.arrayContaining([...EDIT_PARAM_FIELDS, ...OPTION_LISTS]))
  expect(Object.keys(raw.edit_param!.doc as object).sort()).toEqual(['ipi', 'lbl', 'sds', 'tds'])
  for (const list of OPTION_LISTS) expect((raw.edit_param![list] as unknown[]).length).toBeGreaterThan(0)
  expect(raw.label).toEqual({ label_dim: expect.any(Number) })
  return productDetailSchema.parse(json)
}

describe('sanitizeFileName', () => {
  it.each([
    ['a/b\\c.pdf', 'abc.pdf'],
    ['what: why*? "quoted" \'single\' <tag> a|b.pdf', 'what why quoted single tag ab.pdf'],
    ['line\nbreak\ttab\u0000nul\u001fus\u007fdel.txt', 'linebreaktabnulusdel.txt'],
    ['../../etc/passwd', '....etcpasswd'],
    ['  spaced.pdf  ', 'spaced.pdf'],
    ['Varnostni list – čistilo.pdf', 'Varnostni list – čistilo.pdf'],
  ])('%j -> %j', (name, clean) => {
    expect(sanitizeFileName(name)).toBe(clean)
  })

  it('never answers an empty name', () => {
    expect(sanitizeFileName('/:*?"<>|')).toBe('download')
    expect(sanitizeFileName('')).toBe('download')
  })
})

describe('contentDisposition (RFC 6266)', () => {
  it('gives an ASCII name both as filename and as UTF-8 filename*', () => {
    expect(contentDisposition('attachment', 'sds-en.pdf')).toBe(`attachment; filename="sds-en.pdf"; filename*=UTF-8''sds-en.pdf`)
    expect(contentDisposition('inline', 'sds-en.pdf')).toBe(`inline; filename="sds-en.pdf"; filename*=UTF-8''sds-en.pdf`)
  })

  it('gives a non-ASCII name an ASCII fallback and the exact name as filename*', () => {
    const header = contentDisposition('attachment', 'Varnostni list – čistilo.pdf')
    expect(header).toBe(
      `attachment; filename="Varnostni list _ _istilo.pdf"; filename*=UTF-8''Varnostni%20list%20%E2%80%93%20%C4%8Distilo.pdf`,
    )
    const fallback = /filename="([^"]*)"/.exec(header)![1]!
    expect(fallback).toMatch(/^[\x20-\x7e]+$/)
    expect(decodeURIComponent(/filename\*=UTF-8''(.*)$/.exec(header)![1]!)).toBe('Varnostni list – čistilo.pdf')
  })

  it('sanitizes the name first and keeps the header free of quotes, line breaks and separators', () => {
    const header = contentDisposition('attachment', 'evil"; filename="x.exe\r\nSet-Cookie: a=b.pdf')
    expect(header).not.toMatch(/[\r\n]/)
    expect(header.match(/"/g)).toHaveLength(2)
    expect(header).toBe(
      `attachment; filename="evil; filename=x.exeSet-Cookie a=b.pdf"; filename*=UTF-8''evil%3B%20filename%3Dx.exeSet-Cookie%20a%3Db.pdf`,
    )
  })

  it('percent-encodes in filename* every character RFC 8187 does not allow there', () => {
    const ext = /filename\*=UTF-8''(.*)$/.exec(contentDisposition('attachment', 'Report (final) ~ 100% #1!.pdf'))![1]!
    expect(ext).toMatch(/^(?:[A-Za-z0-9!#$&+\-.^_`|~]|%[0-9A-F]{2})+$/)
    expect(decodeURIComponent(ext)).toBe('Report (final) ~ 100% #1!.pdf')
  })
})

describeEachDatabase('GET /api/v1/products/-{id}/detail over the demo catalogue', (db) => {
  beforeEach(async () => {
    const report = await importDossierPath(db().kysely, DEMO_CATALOGUE_DIR)
    expect(report.errors).toEqual([])
  })

  // One app per database: building one reads the whole phrase library, and this walk makes hundreds of calls.
  const apps = new WeakMap<object, Promise<Awaited<ReturnType<typeof productApp>>>>()
  const appOf = (kysely: Parameters<typeof productApp>[0]) => {
    let app = apps.get(kysely)
    if (!app) apps.set(kysely, (app = productApp(kysely, { publicUrl: PUBLIC_URL })))
    return app
  }
  const getJson = async (path: string) => {
    const res = await (await appOf(db().kysely)).request(path)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    return res.json()
  }

  it('answers every product, every version and every language in the shape existing clients read', async () => {
    for (const [permalink, files] of demoProducts()) {
      const base = `/api/v1/products/-${permalink}/detail`
      const detail = specDetail(await getJson(base))
      const newest = files[0]!.json
      expect(detail.basic).toMatchObject({ id: permalink, text: newest.name, revision: newest.version.number })
      expect(detail.version.text).toBe(newest.version.number)
      expect(detail.basic.versions.map((v) => v.text)).toEqual(files.map((f) => f.json.version.number))
      // A visitor sees the public files only; those restricted to a workgroup are for its members.
      expect(Object.keys(detail.attachments.data)).toHaveLength(newest.attachments?.filter((a) => !a.restrictedTo).length ?? 0)

      for (const language of newest.languages) {
        const id = docLanguageByCode(language.code)!.id
        const inLanguage = specDetail(await getJson(`${base}?lang=${id}`))
        expect(inLanguage.lang).toBe(id)
        expect(inLanguage.basic.description).toBe(newest.description[language.code as keyof typeof newest.description])
      }

      for (const { id, text } of detail.basic.versions) {
        const file = files.find((f) => f.json.version.number === text)!.json
        const codes = newest.languages.map((l) => l.code as keyof typeof file.description)
        const code = codes.find((c) => file.description[c] !== undefined) ?? codes[0]!
        const version = specDetail(await getJson(`${base}?version=${id}&lang=${docLanguageByCode(code)!.id}`))
        // A revised version says which one it replaces and what changed, in the language asked for.
        const changes = file.version.changes?.map((c) => ({ sections: c.sections, text: c.text[code] }))
        expect(version.version).toEqual({
          id,
          text,
          ...(file.version.replaces ? { replaces: file.version.replaces } : {}),
          ...(changes ? { changes } : {}),
        })
        expect(version.basic).toMatchObject({ revision: text, created: file.version.createdDate, description: file.description[code] })
        expect(version.substances.data).toHaveLength(file.substances?.length ?? 0)
        expect(version.health_safety.rshp.data.map((s) => s.rshp_id)).toEqual((file.hazards?.statements ?? []).map((s) => s.code))
      }
    }
  })

  it.each(STABLE_DEMO_PERMALINKS)('keeps the tabs and languages of %s', async (permalink) => {
    const want = STABLE_DEMO[permalink]
    const detail = specDetail(await getJson(`/api/v1/products/-${permalink}/detail`))
    expect(detail.validLangs).toEqual(want.validLangs)
    expect(detail.validTdsLangs).toEqual(want.validTdsLangs)
    expect(enabledDocTabs(detail)).toEqual(want.tabs)
  })
})

describeEachDatabase('GET /api/v1/products/-{id}/detail of the fixture dossiers', (db) => {
  beforeEach(async () => {
    await importFixtures(db().kysely)
  })

  const request = async (path: string, init?: RequestInit, deps: Partial<AppDeps> = {}) =>
    (await productApp(db().kysely, { publicUrl: PUBLIC_URL, ...deps })).request(path, init)
  const base = `/api/v1/products/-${FIXTURE.degreaser.permalink}/detail`
  const getDetail = async (path: string) => {
    const res = await request(path)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-cache')
    return specDetail(await res.json())
  }
  /** The fixture degreaser's lab notes are restricted to the workgroup 'lab'. */
  const labMember: Partial<AppDeps> = { canOpenRestricted: (_, workgroup) => workgroup === 'lab' }
  const expectProblem = async (path: string, status: number) => {
    const res = await request(path)
    expect(res.status).toBe(status)
    expect(res.headers.get('content-type')).toBe('application/problem+json')
    return problemSchema.parse(await res.json())
  }

  it('answers the current version with every section, texts in the first valid language', async () => {
    // As a member of the workgroup 'lab' sees it: with the file restricted to that workgroup.
    const res = await request(base, undefined, labMember)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-cache')
    const detail = specDetail(await res.json())
    const pdfSize = readFileSync(join(FIXTURE_DIR, 'attachments/degreaser-sds-en.pdf')).byteLength

    expect(detail.lang).toBe(1)
    expect(detail.version).toEqual({ id: detail.basic.versions[0]!.id, text: '2.0' })
    expect(detail.basic).toMatchObject({
      id: FIXTURE.degreaser.permalink,
      product_id: expect.any(Number),
      text: 'Fixture Degreaser Pro',
      code_name: 'FXD-200',
      description: 'Solvent degreaser for metal parts before painting.',
      brand_style: 'chemicals',
      logo: null,
      revision: '2.0',
      revision_lbl: '20.05.2026',
      revision_date: '2026-05-20',
      created: '2024-01-15',
      created_lbl: '15.01.2024',
      regulation: 'clp',
      supplier: 'Fixture Chemicals d.o.o.',
      tds_versions: [{ version: '1' }],
    })
    expect(detail.basic.versions.map((v) => v.text)).toEqual(['2.0', '1.0'])
    expect(detail.basic.synonym.articles.map((a) => a.code)).toEqual(['FXD-200-1', 'FXD-200-1-EU', 'FXD-200-5'])
    expect(detail.synonyms).toEqual([
      { id: expect.any(Number), name: 'Fixture Degreaser Pro 1 l', identifiers: [{ type: 'UFI', identity: 'E600-30P1-S00Y-5079' }] },
      { id: expect.any(Number), name: 'Fixture Degreaser Pro 5 l', identifiers: [] },
    ])
    expect(detail.supplier).toEqual({
      name: 'Fixture Chemicals d.o.o.',
      address: 'Testna ulica 1',
      city: '1000 Ljubljana',
      country: 'Slovenia',
    })
    expect(detail.producer).toEqual({ name: 'Fixture Production GmbH', address: 'Prüfweg 2', city: '80331 München', country: 'Germany' })

    expect(detail.clasification).toEqual({
      title: 'classification',
      data: {
        'Flam. Liq.': [{ category: '2', rshp_id: 'H225', text: statement('H225') }],
        'Eye Irrit.': [{ category: '2', rshp_id: 'H319', text: statement('H319') }],
        'STOT SE': [{ category: '3', rshp_id: 'H336', text: statement('H336') }],
      },
    })
    expect(detail.substances).toEqual({
      title: 'substances',
      data: [
        {
          text: 'acetone',
          casnr: '67-64-1',
          ecnr: '200-662-2',
          indexnr: '606-001-00-8',
          reachnr: '01-2119471330-49',
          content: '75.00',
          content_range: '50.00 - 75.00',
          rshp: [
            { rshp_id: 'H225', text: statement('H225'), hazard_class: 'Flam. Liq.', category: '2' },
            { rshp_id: 'H319', text: statement('H319'), hazard_class: 'Eye Irrit.', category: '2' },
          ],
        },
        {
          text: 'propan-2-ol',
          casnr: '67-63-0',
          ecnr: '200-661-7',
          indexnr: '',
          reachnr: '',
          content: '10.00',
          content_range: '10.00',
          rshp: [{ rshp_id: 'H336', text: statement('H336'), hazard_class: 'STOT SE', category: '3' }],
        },
      ],
    })
    const material = { child_id: expect.any(Number), supplier: '', purpose: '', volume: null, price: null, instruction: '' }
    expect(detail.materials).toEqual([
      {
        ...material,
        child_source: 'M',
        product_name: 'Acetone technical',
        supplier: 'Fixture Raw Materials',
        purpose: 'solvent',
        content: 65.5,
        volume: 82.9,
        price: 1.25,
      },
      { ...material, child_source: 'M', product_name: 'Isopropanol', content: 34.5 },
      { ...material, child_source: 'N', product_name: '', content: null, instruction: 'Stir for 10 minutes.' },
    ])
    expect(new Set(detail.materials.map((m) => m.child_id)).size).toBe(3)
    expect(detail.steps).toEqual({ formulation_mixer: true })
    expect(detail.parameters_preview).toEqual([
      {
        title: 'Physical properties',
        data: [
          { name: 'Density', value: '0.79 g/cm³' },
          { name: 'Flash point', value: '-17 °C' },
        ],
      },
    ])
    expect(detail.health_safety).toEqual({
      signal_word: { code: 'danger', text: 'Danger' },
      classification: [
        { id: 'H225', text: 'Flam. Liq. 2; H225' },
        { id: 'H319', text: 'Eye Irrit. 2; H319' },
        { id: 'H336', text: 'STOT SE 3; H336' },
      ],
      pictograms: {
        data: [
          { code: 'GHS02', url: '/api/v1/pictograms/GHS02.svg', inProd: true, text: 'Flammable' },
          { code: 'GHS07', url: '/api/v1/pictograms/GHS07.svg', inProd: true, text: 'Harmful or irritant' },
        ],
      },
      rshp: {
        data: [
          { rshp_id: 'H225', text: statement('H225'), inProd: true, inLabl: true, rset: 'H' },
          { rshp_id: 'H319', text: statement('H319'), inProd: true, inLabl: true, rset: 'H' },
          { rshp_id: 'H336', text: statement('H336'), inProd: true, inLabl: true, rset: 'H' },
          { rshp_id: 'EUH066', text: statement('EUH066'), inProd: true, inLabl: false, rset: 'EUH' },
          { rshp_id: 'P210', text: statement('P210'), inProd: true, inLabl: true, rset: 'P' },
          { rshp_id: 'P305+P351+P338', text: statement('P305+P351+P338'), inProd: true, inLabl: true, rset: 'P' },
        ],
      },
      // No P280, P282, P283 or P284: no protective equipment to show.
      ppe: [],
    })
    const attachments = Object.values(detail.attachments.data)
    expect(Object.keys(detail.attachments.data)).toEqual(attachments.map((a) => String(a.id)))
    expect(attachments).toEqual([
      {
        id: expect.any(Number),
        description: 'degreaser-sds-en.pdf',
        category: 'sds',
        lang_code: 'en',
        status: 'valid',
        size: pdfSize,
        created: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        link: `/api/v1/products/-${FIXTURE.degreaser.permalink}/attachments/${attachments[0]!.id}`,
        restricted: false,
      },
      {
        id: expect.any(Number),
        description: 'lab-notes.txt',
        category: 'other',
        lang_code: 'sl',
        status: 'archived',
        size: readFileSync(join(FIXTURE_DIR, 'attachments/lab-notes.txt')).byteLength,
        created: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        link: `/api/v1/products/-${FIXTURE.degreaser.permalink}/attachments/${attachments[1]!.id}`,
        restricted: true,
      },
    ])
    expect(detail.recommended_use).toEqual({ title: 'recommended_use', data: 'Wipe on with a cloth.' })
    expect(detail.recommended_levels).toEqual({ title: 'recommended_levels', data: '50 ml per m².' })
    expect(detail.special_features).toEqual({ title: 'special_features', data: 'Leaves no residue.' })

    expect(detail.validLangs).toEqual([1, 2, 3])
    expect(detail.validTdsLangs).toEqual([1, 2])
    expect(detail.label).toEqual({ label_dim: 4 })
    expect(detail.edit_param).toMatchObject({
      sds_exists: true,
      tds_exists: true,
      tds_enabled: true,
      lang_exists: true,
      doc: { sds: true, tds: true, lbl: true, ipi: true },
      languages: [
        { id: 1, text: 'English', valid: true, created: true, tds_valid: '1', tds_created: '1' },
        { id: 2, text: 'Slovenščina', valid: true, created: true, tds_valid: '1', tds_created: '1' },
        { id: 3, text: 'Deutsch', valid: true, created: true, tds_valid: '0', tds_created: '1' },
      ],
    })
    expect(detail.edit_param.defaults).toMatchObject({ label_dim: '4', package_size: '2', QR: '3', xlang: '1', rlang: '1' })
    expect(detail).toMatchObject({ edit: false, sds_edit: false, tds_edit: false, label_edit: false })
    expect(enabledDocTabs(detail)).toEqual({ sds: true, tds: true, label: true, instructions: true, 'digital-label': true })
  })

  it('leaves a file restricted to a workgroup out for everyone else, name and size too, whoever asked first', async () => {
    const member = await request(base, undefined, labMember)
    const memberNames = Object.values(specDetail(await member.json()).attachments.data).map((a) => a.description)
    expect(memberNames).toEqual(['degreaser-sds-en.pdf', 'lab-notes.txt'])
    const memberEtag = member.headers.get('etag')!
    // One app, one detail cache: the member's answer is kept, and a stranger must not get it.
    const app = await productApp(db().kysely, {
      publicUrl: PUBLIC_URL,
      canOpenRestricted: (c, workgroup) => c.req.header('x-member') === workgroup,
    })
    const viewers: Record<string, string>[] = [{ 'x-member': 'lab' }, {}, { 'x-member': 'coaters' }]
    for (const viewer of viewers) {
      const res = await app.request(base, { headers: viewer })
      const text = await res.text()
      if (viewer['x-member'] === 'lab') {
        expect(res.headers.get('etag')).toBe(memberEtag)
        continue
      }
      expect(res.headers.get('cache-control')).toBe('no-cache')
      expect(text).not.toContain('lab-notes')
      const attachments = Object.values(specDetail(JSON.parse(text)).attachments.data)
      expect(attachments.map((a) => [a.description, a.restricted])).toEqual([['degreaser-sds-en.pdf', false]])
      expect(res.headers.get('etag')).not.toBe(memberEtag)
      // The member's ETag does not revalidate a stranger's answer.
      expect((await app.request(base, { headers: { ...viewer, 'if-none-match': memberEtag } })).status).toBe(200)
    }
  })

  it('gives every text in Slovenian for ?lang=2', async () => {
    const detail = await getDetail(`${base}?lang=2`)
    const sl = fixtureDossier('degreaser')
    expect(detail.lang).toBe(2)
    expect(detail.basic.description).toBe('Topilno razmastilo za kovinske dele pred barvanjem.')
    expect(detail.basic.description).toBe(sl.description.sl)
    expect(detail.basic.text).toBe('Fixture Degreaser Pro')
    expect(detail.clasification.data['Flam. Liq.']).toEqual([
      { category: '2', rshp_id: 'H225', text: 'Lahko vnetljiva tekočina in hlapi.' },
    ])
    expect(detail.substances.data.map((s) => s.text)).toEqual(['aceton', 'propan-2-ol'])
    expect(detail.substances.data[0]!.rshp[0]!.text).toBe(statement('H225', 'sl'))
    expect(detail.materials.map((m) => [m.purpose, m.instruction])).toEqual([
      ['topilo', ''],
      ['', ''],
      ['', 'Mešajte 10 minut.'],
    ])
    expect(detail.parameters_preview).toEqual([
      {
        title: 'Fizikalne lastnosti',
        data: [
          { name: 'Gostota', value: '0,79 g/cm³' },
          { name: 'Plamenišče', value: '-17 °C' },
        ],
      },
    ])
    expect(detail.health_safety.signal_word).toEqual({ code: 'danger', text: 'Nevarno' })
    expect(detail.health_safety.pictograms.data.map((p) => p.text)).toEqual([PICTOGRAMS.GHS02!.sl, PICTOGRAMS.GHS07!.sl])
    expect(detail.health_safety.rshp.data.map((s) => s.text)).toEqual(
      ['H225', 'H319', 'H336', 'EUH066', 'P210', 'P305+P351+P338'].map((code) => statement(code, 'sl')),
    )
    expect(detail.recommended_use?.data).toBe('Nanesite s krpo.')
    expect(detail.recommended_levels?.data).toBe('50 ml na m².')
    expect(detail.special_features?.data).toBe('Ne pušča ostankov.')
  })

  it('gives every text in German for ?lang=3', async () => {
    const detail = await getDetail(`${base}?lang=3`)
    expect(detail.lang).toBe(3)
    expect(detail.basic.description).toBe('Lösemittelhaltiger Entfetter für Metallteile vor dem Lackieren.')
    expect(detail.health_safety.signal_word?.text).toBe('Gefahr')
    expect(detail.health_safety.rshp.data[0]?.text).toBe(statement('H225', 'de'))
    expect(detail.parameters_preview[0]?.data[1]).toEqual({ name: 'Flammpunkt', value: '-17 °C' })
  })

  it.each([
    ['a language of the table the product does not have', '5'],
    ['a language id outside the table', '99'],
  ])('falls back to the first valid language for %s', async (_, lang) => {
    const detail = await getDetail(`${base}?lang=${lang}`)
    expect(detail.lang).toBe(1)
    expect(detail.basic.description).toBe('Solvent degreaser for metal parts before painting.')
  })

  it('answers an older version with its own data, and product-wide data of the current one', async () => {
    const current = await getDetail(base)
    const old = current.basic.versions.find((v) => v.text === '1.0')!
    const detail = await getDetail(`${base}?version=${old.id}&lang=2`)
    expect(detail.version).toEqual(old)
    expect(detail.lang).toBe(2)
    expect(detail.basic).toMatchObject({
      text: 'Fixture Degreaser Pro',
      revision: '1.0',
      revision_lbl: '15.01.2024',
      revision_date: '2024-01-15',
      description: 'Razmastilo, prva izdaja.',
    })
    expect(detail.basic.versions).toEqual(current.basic.versions)
    expect(detail.substances.data.map((s) => [s.text, s.content_range])).toEqual([['aceton', '90.00 - 100.00']])
    expect(detail.health_safety.rshp.data.map((s) => s.rshp_id)).toEqual(['H225'])
    expect(detail.health_safety.pictograms.data.map((p) => p.code)).toEqual(['GHS02'])
    expect(detail.materials).toEqual([])
    expect(detail.steps.formulation_mixer).toBe(false)
    expect(detail.parameters_preview).toEqual([])
    expect(detail.recommended_use).toBeNull()
    expect(detail.attachments).toEqual(current.attachments)
    expect(detail.validLangs).toEqual(current.validLangs)
  })

  it('answers a product without hazards or composition with empty sections', async () => {
    const detail = await getDetail(`/api/v1/products/-${FIXTURE.primer.permalink}/detail`)
    expect(detail).toMatchObject({
      lang: 1,
      producer: null,
      clasification: { title: 'classification', data: {} },
      substances: { title: 'substances', data: [] },
      materials: [],
      steps: { formulation_mixer: false },
      parameters_preview: [],
      health_safety: { signal_word: null, classification: [], pictograms: { data: [] }, rshp: { data: [] }, ppe: [] },
      recommended_use: null,
      recommended_levels: null,
      special_features: null,
      validLangs: [],
      validTdsLangs: [1],
    })
    expect(detail.basic).toMatchObject({ brand_style: 'coatings', description: 'Primer for the fixture tests.' })
    expect(detail.edit_param.defaults).toMatchObject({ xlang: '', rlang: '' })
    expect(enabledDocTabs(detail)).toEqual({ sds: false, tds: true, label: true, instructions: false, 'digital-label': false })
  })

  it.each([
    ['an unknown version id', '?version=987654'],
    ['a version id that is not a number', '?version=abc'],
  ])('answers 400 problem+json for %s', async (_, query) => {
    const body = await expectProblem(`${base}${query}`, 400)
    expect(body).toMatchObject({ status: 400, title: 'Invalid parameter', detail: expect.stringMatching(/version/) })
  })

  it("answers 400 for another product's version id", async () => {
    const primer = await getDetail(`/api/v1/products/-${FIXTURE.primer.permalink}/detail`)
    await expectProblem(`${base}?version=${primer.version.id}`, 400)
  })

  it.each(['abc', '-1', '1.5', '', '2x'])('answers 400 problem+json for lang=%j', async (lang) => {
    const body = await expectProblem(`${base}?lang=${lang}`, 400)
    expect(body).toMatchObject({ status: 400, detail: expect.stringMatching(/lang/) })
  })

  it('carries a QR code: an SVG data URL of the permalink address', async () => {
    const { permalink } = FIXTURE.primer
    const detail = await getDetail(`/api/v1/products/-${permalink}/detail`)
    const prefix = 'data:image/svg+xml;base64,'
    expect(detail.basic.qr.startsWith(prefix)).toBe(true)
    const svg = Buffer.from(detail.basic.qr.slice(prefix.length), 'base64').toString('utf8')
    expect(svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/)
    // The QR of the address as the portal encodes addresses (one byte-mode segment).
    const render = (url: string) => QRCode.toString(addressSegments(url), { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
    expect(svg).toBe(await render(`${PUBLIC_URL}/p/${permalink}`))
    expect(svg).not.toBe(await render(`${PUBLIC_URL}/p/${FIXTURE.degreaser.permalink}`))
  })

  it('uses the request origin for the QR address when no public URL is configured', async () => {
    const app = await productApp(db().kysely)
    const res = await app.request(`http://portal.test/api/v1/products/-${FIXTURE.primer.permalink}/detail`)
    const detail = productDetailSchema.parse(await res.json())
    const svg = Buffer.from(detail.basic.qr.split(',')[1] ?? '', 'base64').toString('utf8')
    expect(svg).toBe(
      await QRCode.toString(addressSegments(`http://portal.test/p/${FIXTURE.primer.permalink}`), {
        type: 'svg',
        errorCorrectionLevel: 'M',
        margin: 2,
      }),
    )
  })

  it.each([
    ['an unknown id', '/api/v1/products/-AAAAAAAAAAAAAAAA/detail'],
    ['a malformed id', '/api/v1/products/-short/detail'],
    ['an id with a forbidden character', `/api/v1/products/-${FIXTURE.primer.permalink}.x/detail`],
    ['a malformed percent-encoding', '/api/v1/products/-%E0%A4%A/detail'],
    ['a path without the leading dash', `/api/v1/products/${FIXTURE.primer.permalink}/detail`],
  ])('answers 404 problem+json for %s', async (_, path) => {
    expect(await expectProblem(path, 404)).toMatchObject({ status: 404, title: expect.any(String) })
  })

  it('answers an unknown id exactly as a malformed one: nothing tells them apart', async () => {
    const unknown = await request('/api/v1/products/-AAAAAAAAAAAAAAAA/detail')
    const malformed = await request('/api/v1/products/-short/detail')
    expect(await unknown.text()).toBe(await malformed.text())
  })
})

describeEachDatabase('GET /api/v1/products/-{id}/attachments/{aid}', (db) => {
  let links: { pdf: string; restricted: string; primer: string }
  beforeEach(async () => {
    await importFixtures(db().kysely)
    // A member's view, which lists the restricted file too.
    const app = await productApp(db().kysely, { canOpenRestricted: () => true })
    const attachmentsOf = async (permalink: string) =>
      Object.values(productDetailSchema.parse(await (await app.request(`/api/v1/products/-${permalink}/detail`)).json()).attachments.data)
    const [pdf, restricted] = await attachmentsOf(FIXTURE.degreaser.permalink)
    const [primer] = await attachmentsOf(FIXTURE.primer.permalink)
    links = { pdf: pdf!.link, restricted: restricted!.link, primer: primer!.link }
  })
  const get = async (path: string, deps: Partial<AppDeps> = {}) => (await productApp(db().kysely, deps)).request(path)
  const bytes = (name: string) => new Uint8Array(readFileSync(join(FIXTURE_DIR, 'attachments', name)))

  it('serves a public attachment as a download: its bytes, type and RFC 6266 name', async () => {
    const res = await get(links.pdf)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="degreaser-sds-en.pdf"; filename*=UTF-8''degreaser-sds-en.pdf`,
    )
    expect(res.headers.get('cache-control')).toBe('private, no-cache')
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]{64}"$/)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes('degreaser-sds-en.pdf'))
  })

  it('serves it inline with ?preview=1', async () => {
    const res = await get(`${links.pdf}?preview=1`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toBe(`inline; filename="degreaser-sds-en.pdf"; filename*=UTF-8''degreaser-sds-en.pdf`)
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes('degreaser-sds-en.pdf'))
  })

  it('serves a text attachment as UTF-8 text', async () => {
    const res = await get(links.primer)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes('primer-tds.txt'))
  })

  it('answers 403 problem+json for an attachment restricted to a workgroup', async () => {
    for (const path of [links.restricted, `${links.restricted}?preview=1`]) {
      const res = await get(path)
      expect(res.status).toBe(403)
      expect(res.headers.get('content-type')).toBe('application/problem+json')
      expect(res.headers.get('content-disposition')).toBeNull()
      expect(problemSchema.parse(await res.json())).toMatchObject({ status: 403, title: expect.any(String) })
    }
  })

  it('serves a restricted attachment to a member of its workgroup', async () => {
    const asked: string[] = []
    const canOpenRestricted = (_: unknown, workgroup: string) => {
      asked.push(workgroup)
      return workgroup === 'lab'
    }
    const res = await get(links.restricted, { canOpenRestricted })
    expect(res.status).toBe(200)
    expect(asked).toEqual(['lab'])
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes('lab-notes.txt'))
    expect((await get(links.restricted, { canOpenRestricted: () => false })).status).toBe(403)
  })

  it.each([
    ['an unknown attachment id', () => `/api/v1/products/-${FIXTURE.degreaser.permalink}/attachments/987654`],
    ['an attachment id that is not a number', () => `/api/v1/products/-${FIXTURE.degreaser.permalink}/attachments/abc`],
    ['an attachment id with a decimal point', () => `${links.pdf}.0`],
    ['an attachment id in exponent notation', () => `${links.pdf}e0`],
    ['an attachment id with a leading zero', () => links.pdf.replace(/\/(\d+)$/, '/0$1')],
    ['an attachment id beyond the integer column', () => `/api/v1/products/-${FIXTURE.degreaser.permalink}/attachments/2147483648`],
    ['an attachment id of 11 digits', () => `/api/v1/products/-${FIXTURE.degreaser.permalink}/attachments/99999999999`],
    ["another product's attachment id", () => links.primer.replace(FIXTURE.primer.permalink, FIXTURE.degreaser.permalink)],
    ['an unknown product', () => links.pdf.replace(FIXTURE.degreaser.permalink, 'AAAAAAAAAAAAAAAA')],
    ['a path without the leading dash', () => links.pdf.replace(`-${FIXTURE.degreaser.permalink}`, FIXTURE.degreaser.permalink)],
  ])('answers 404 problem+json for %s', async (_, path) => {
    expect(path()).not.toBe(links.primer)
    const res = await get(path())
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toBe('application/problem+json')
    expect(problemSchema.parse(await res.json())).toMatchObject({ status: 404 })
  })
})

describeEachDatabase('GET /api/v1/pictograms/{code}.svg', (db) => {
  it('serves every GHS pictogram of the library as SVG', async () => {
    const app = await productApp(db().kysely)
    for (let n = 1; n <= 9; n++) {
      const code = `GHS0${n}`
      const res = await app.request(`/api/v1/pictograms/${code}.svg`)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/svg+xml')
      expect(res.headers.get('cache-control')).toMatch(/max-age=\d+/)
      expect(await res.text()).toBe(readFileSync(fileURLToPath(new URL(`../phrases/ghs/${code}.svg`, import.meta.url)), 'utf8'))
    }
  })

  it.each(['GHS10.svg', 'GHS00.svg', 'GHS02.png', 'GHS02', 'ghs02.svg', '..%2Fdemo%2Facetone-cleaner.json'])(
    'answers 404 problem+json for %s',
    async (file) => {
      const res = await (await productApp(db().kysely)).request(`/api/v1/pictograms/${file}`)
      expect(res.status).toBe(404)
      expect(res.headers.get('content-type')).toBe('application/problem+json')
    },
  )
})
