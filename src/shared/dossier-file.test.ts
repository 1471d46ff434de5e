import { describe, expect, it } from 'vitest'
import { dossierFileSchema, jsonPointer, localizedText } from './dossier-file.ts'

describe('jsonPointer (RFC 6901)', () => {
  it('joins keys and indexes with /', () => {
    expect(jsonPointer(['languages', 1, 'code'])).toBe('/languages/1/code')
  })

  it('points at the whole document for an empty path', () => {
    expect(jsonPointer([])).toBe('/')
  })

  it('escapes ~ as ~0 and / as ~1, ~ first so an escape is not escaped twice', () => {
    expect(jsonPointer(['a/b', 'c~d'])).toBe('/a~1b/c~0d')
    expect(jsonPointer(['~1'])).toBe('/~01')
    expect(jsonPointer(['/~'])).toBe('/~1~0')
  })
})

const minimal = {
  permalink: 'minimalDossier_01',
  name: 'Minimal',
  supplier: { name: 'Supplier' },
  languages: [{ code: 'en', sds: { valid: true, created: true } }],
  version: { number: '1.0', revisionDate: '2026-01-31', createdDate: '2026-01-01' },
  description: { en: 'Minimal product.' },
}

describe('dossierFileSchema', () => {
  it('points at the offending field of a bad file', () => {
    const result = dossierFileSchema.safeParse({ permalink: 'short', name: '', supplier: { name: 'S' }, languages: [] })
    expect(result.success).toBe(false)
    const pointers = result.error!.issues.map((i) => jsonPointer(i.path))
    expect(pointers).toEqual(expect.arrayContaining(['/permalink', '/name', '/languages', '/version', '/description']))
  })

  it('fills the defaults of a minimal file', () => {
    const file = dossierFileSchema.parse(minimal)
    expect(file).toMatchObject({
      code: '',
      edition: 'chemicals',
      logo: null,
      regulation: 'clp',
      supplier: { name: 'Supplier', address: '', city: '', country: '', phone: '', email: '' },
      producer: null,
      emergencyPhone: '',
      documents: { sds: true, tds: true, label: true, ipi: true },
      tdsEnabled: false,
      languages: [{ code: 'en', sds: { valid: true, created: true }, tds: { valid: false, created: false } }],
      tdsVersions: [],
      synonyms: [],
      classification: [],
      hazards: { signalWord: null, pictograms: [], statements: [] },
      substances: [],
      composition: [],
      parameters: [],
      recommendations: {},
      attachments: [],
      sds: { sections: {} },
    })
  })

  it.each([
    [
      'a CAS number with a wrong check digit',
      { substances: [{ name: { en: 'x' }, cas: '67-64-2', contentMin: 1, contentMax: 2 }] },
      '/substances/0/cas',
      /check digit/,
    ],
    [
      'a malformed CAS number',
      { substances: [{ name: { en: 'x' }, cas: '67641', contentMin: 1, contentMax: 2 }] },
      '/substances/0/cas',
      /CAS number such as/,
    ],
    [
      'a malformed EC number',
      { substances: [{ name: { en: 'x' }, ec: '2006622', contentMin: 1, contentMax: 2 }] },
      '/substances/0/ec',
      /EC number/,
    ],
    ['a content above 100 %', { substances: [{ name: { en: 'x' }, contentMin: 1, contentMax: 101 }] }, '/substances/0/contentMax', /100/],
    ['a malformed UFI', { synonyms: [{ name: 'x', ufi: 'N1QV-R02N-J00V' }] }, '/synonyms/0/ufi', /UFI/],
    [
      'a statement code that is not H, EUH or P',
      { hazards: { statements: [{ code: 'X225' }] } },
      '/hazards/statements/0/code',
      /statement code/,
    ],
    ['a pictogram that is not GHS01-09', { hazards: { pictograms: ['GHS10'] } }, '/hazards/pictograms/0', /GHS0/],
    ['a signal word that is not danger or warning', { hazards: { signalWord: 'caution' } }, '/hazards/signalWord', /danger|warning/],
    ['a supplier telephone with letters', { supplier: { name: 'S', phone: 'call us' } }, '/supplier/phone', /telephone/],
    ['a supplier e-mail that is not an address', { supplier: { name: 'S', email: 'sds at example' } }, '/supplier/email', /e-mail/],
    ['a localized text in an unknown language', { description: { en: 'x', xx: 'y' } }, '/description', /xx/],
    ['an empty localized text', { description: { en: '' } }, '/description/en', /1/],
    [
      'an unknown attachment category',
      { attachments: [{ file: 'a.pdf', category: 'photo', lang: 'en' }] },
      '/attachments/0/category',
      /sds/,
    ],
    ['an SDS section that is not a subsection number', { sds: { sections: { intro: { en: 'x' } } } }, '/sds/sections/intro', /key/],
    ['a composition row of an unknown kind', { composition: [{ kind: 'recipe' }] }, '/composition/0/kind', /material|instruction/],
  ])('rejects %s', (_, change, pointer, reason) => {
    const result = dossierFileSchema.safeParse({ ...minimal, ...change })
    expect(result.success).toBe(false)
    expect(result.error!.issues.map((i) => ({ pointer: jsonPointer(i.path), reason: i.message }))).toContainEqual({
      pointer,
      reason: expect.stringMatching(reason),
    })
  })
})

describe('localizedText', () => {
  it('takes any languages of the table', () => {
    expect(localizedText.parse({ en: 'a', sl: 'b', de: 'c', sv: 'd' })).toEqual({ en: 'a', sl: 'b', de: 'c', sv: 'd' })
  })
})

describe('the jurisdiction of an 8.1 limit value', () => {
  const withLimit = (country: string) => ({
    ...minimal,
    sds: {
      sections: {},
      exposureLimits: [
        { cas: '67-64-1', substance: { en: 'acetone' }, type: 'TWA', value: 500, unit: 'ppm', source: 'IOELV 2000/39/EC', country },
      ],
    },
  })

  it("takes 'EU' for a Union value and an ISO 3166-1 code for a national one", () => {
    expect(dossierFileSchema.safeParse(withLimit('EU')).success).toBe(true)
    expect(dossierFileSchema.safeParse(withLimit('DE')).success).toBe(true)
  })

  it('refuses a name in words, a lower-case code and a code no country has', () => {
    for (const country of ['Germany', 'de', 'XX', 'ZZ']) {
      const result = dossierFileSchema.safeParse(withLimit(country))
      expect(result.success, country).toBe(false)
      expect(result.error?.issues[0]?.path, country).toEqual(['sds', 'exposureLimits', 0, 'country'])
    }
  })
})
