import { describe, expect, it } from 'vitest'
import {
  belowClpMinimum,
  labelParamsOrDefaults,
  labelQuery,
  labelSearch,
  parseDimension,
  parseLabelParams,
  productCodeOptions,
  type LabelChoices,
  type LabelParams,
} from './label-params.ts'
import { LABEL_QUERY_NAMES } from './label-query-names.ts'
import { LABEL_SEARCH_KEYS, parseLabelSearch } from './label-search.ts'

const list = (...texts: string[]) => texts.map((text, i) => ({ id: i + 1, text }))
const CHOICES: LabelChoices = {
  label_dim: list('52 x 74 mm', '74 x 105 mm', '105 x 148 mm', '100 x 150 mm'),
  package_size: list('up to 125 ml', 'over 125 ml up to 3 l'),
  font_size_product: [8, 10, 12].map((n) => ({ id: n, text: String(n) })),
  font_size_title: [12, 16].map((n) => ({ id: n, text: String(n) })),
  QR: list('none', 'small', 'medium'),
  defaults: {
    label_dim: '4',
    package_size: '2',
    font_size_product: '10',
    font_size_title: '16',
    padT: '6',
    padL: '6',
    padR: '6',
    padB: '6',
    QR: '3',
    xlang: '2',
    rlang: '2',
  },
  validLangs: [2, 1, 3],
  articles: [
    { code: 'A-1', synonym_code_id: 11 },
    { code: 'A-1', synonym_code_id: 12 },
    { code: 'B-2', synonym_code_id: 13 },
  ],
}

describe('label parameters', () => {
  it("default to the label options' defaults with the first valid language as xlang and rlang", () => {
    const result = parseLabelParams({}, CHOICES)
    expect(result).toEqual({
      ok: true,
      params: expect.objectContaining({
        labelSizeId: 4,
        packageSizeId: 2,
        textSizeId: 10,
        titleSizeId: 16,
        qrSizeId: 3,
        margins: { top: 6, right: 6, bottom: 6, left: 6 },
        languageIds: [2],
        referenceLanguageId: 2,
        contents: '',
        productCodeIds: [],
      }),
    })
    if (result.ok) expect(result.params.showLogo).toBe(false)
  })

  it('read every parameter, xlang as a comma list or xlang[] and flags as 1', () => {
    const result = parseLabelParams(
      {
        dim: '1',
        emb: '1',
        font: '8',
        fontPN: '12',
        QR: '1',
        padT: '0',
        padR: '2.5',
        padB: '3',
        padL: '4',
        xlang: '1,3',
        rlang: '3',
        vseb: ' 500 ml ',
        pCodes: '13~11',
        sinON: '1',
        ufiOFF: '0',
      },
      CHOICES,
    )
    expect(result.ok && result.params).toMatchObject({
      labelSizeId: 1,
      packageSizeId: 1,
      textSizeId: 8,
      titleSizeId: 12,
      qrSizeId: 1,
      margins: { top: 0, right: 2.5, bottom: 3, left: 4 },
      languageIds: [1, 3],
      referenceLanguageId: 3,
      contents: '500 ml',
      productCodeIds: [13, 11],
      showSynonyms: true,
      hideUfi: false,
    })
    expect(parseLabelParams({ 'xlang[]': ['3', '1'] }, CHOICES)).toMatchObject({
      ok: true,
      params: { languageIds: [3, 1], referenceLanguageId: 3 },
    })
  })

  it.each([
    [{ dim: '9' }, 'dim'],
    [{ dim: 'x' }, 'dim'],
    [{ emb: '7' }, 'emb'],
    [{ font: '11' }, 'font'],
    [{ fontPN: '99' }, 'fontPN'],
    [{ QR: '0' }, 'QR'],
    [{ padT: '31' }, 'padT'],
    [{ padL: '-1' }, 'padL'],
    [{ padB: '2.25' }, 'padB'],
    [{ dim: '1', padL: '20', padR: '20' }, 'padR'],
    [{ xlang: '99' }, 'xlang'],
    [{ xlang: '1,1' }, 'xlang'],
    [{ xlang: 'en' }, 'xlang'],
    [{ xlang: '1', rlang: '2' }, 'rlang'],
    [{ vseb: 'x'.repeat(61) }, 'vseb'],
    [{ vseb: 'a\u0007b' }, 'vseb'],
    [{ pCodes: '99' }, 'pCodes'],
    [{ pCodes: '11,12' }, 'pCodes'],
    [{ picOFF: 'yes' }, 'picOFF'],
  ])('%o is refused, naming %s', (raw, param) => {
    expect(parseLabelParams(raw, CHOICES)).toMatchObject({ ok: false, param })
  })

  it('the lenient reading of an address falls back to defaults instead', () => {
    const params = labelParamsOrDefaults({ dim: '9', xlang: '99', picOFF: 'yes', padT: '50', font: '12' }, CHOICES)
    expect(params).toMatchObject({
      labelSizeId: 4,
      languageIds: [2],
      referenceLanguageId: 2,
      hidePictograms: false,
      margins: { top: 6 },
      textSizeId: 12,
    })
  })

  it('queries carry every value, addresses only what differs from the defaults', () => {
    const params = labelParamsOrDefaults({ font: '12', picOFF: '1', pCodes: '11~13' }, CHOICES)
    expect(labelQuery(params)).toEqual({
      dim: '4',
      emb: '2',
      font: '12',
      fontPN: '16',
      QR: '3',
      padT: '6',
      padR: '6',
      padB: '6',
      padL: '6',
      xlang: '2',
      rlang: '2',
      pCodes: '11~13',
      picOFF: '1',
    })
    expect(labelSearch(params, CHOICES)).toEqual({ font: '12', pCodes: '11~13', picOFF: '1' })
  })

  it("every option has exactly one query name, the original portal's, and no two options share one", () => {
    const params = labelParamsOrDefaults({}, CHOICES)
    expect(Object.keys(LABEL_QUERY_NAMES).sort()).toEqual(Object.keys(params).sort())
    const names = Object.values(LABEL_QUERY_NAMES).flatMap((name) => (typeof name === 'string' ? [name] : Object.values(name)))
    expect(new Set(names).size).toBe(names.length)
    expect([...LABEL_SEARCH_KEYS]).toEqual(names)
    // The names shared links and API clients send; a renamed query name would break them.
    expect(names).toEqual([
      'dim',
      'emb',
      'font',
      'fontPN',
      'QR',
      'padT',
      'padR',
      'padB',
      'padL',
      'xlang',
      'rlang',
      'vseb',
      'pCodes',
      'logoON',
      'sinON',
      'ufiOFF',
      'opisOFF',
      'stavkiOFF',
      'adrOFF',
      'picOFF',
      'picMetCorrOFF',
      'vlusageON',
      'vlstorageON',
    ])
  })

  it.each<[string, Partial<LabelParams>]>([
    ['the defaults', {}],
    [
      'every option changed',
      {
        labelSizeId: 2,
        packageSizeId: 1,
        textSizeId: 8,
        titleSizeId: 12,
        qrSizeId: 1,
        margins: { top: 0, right: 2.5, bottom: 3, left: 7.5 },
        languageIds: [3, 1],
        referenceLanguageId: 1,
        contents: '500 ml',
        productCodeIds: [13, 11],
        showLogo: true,
        showSynonyms: true,
        hideUfi: true,
        hideDescription: true,
        hideStatementCodes: true,
        hideUnNumber: true,
        hidePictograms: true,
        hidePictogramNames: true,
        showUsage: true,
        showStorage: true,
      },
    ],
  ])('%s come back unchanged from their query and from their shared address', (_, change) => {
    const params: LabelParams = { ...labelParamsOrDefaults({}, CHOICES), ...change }
    expect(parseLabelParams(labelQuery(params), CHOICES)).toEqual({ ok: true, params })
    // The address keeps only what differs from the defaults; the router hands it over as it reads it.
    expect(labelParamsOrDefaults(parseLabelSearch(labelSearch(params, CHOICES)), CHOICES)).toEqual(params)
  })

  it('product codes with the same text get their id in parentheses', () => {
    expect(productCodeOptions(CHOICES.articles).map((o) => o.label)).toEqual(['A-1 (11)', 'A-1 (12)', 'B-2'])
  })

  it('reads label dimensions and the CLP minimum for a packaging size', () => {
    expect(parseDimension('100 x 150 mm')).toEqual({ width: 100, height: 150 })
    expect(parseDimension('a4')).toBeUndefined()
    expect(belowClpMinimum('52 x 74 mm', 3)).toBe(true)
    expect(belowClpMinimum('105 x 74 mm', 3)).toBe(false)
    expect(belowClpMinimum('52 x 74 mm', 2)).toBe(false)
  })
})
