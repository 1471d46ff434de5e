import { describe, expect, it } from 'vitest'
import type { LabelContent, LabelLanguageContent } from './model.ts'
import { fontPtForXHeight, textWidthMm, verticalMetricsEm, MM_PER_PT, xHeightEm } from './fonts.ts'
import { layoutLabel, wrapText, type LabelLayout, type LayoutItem, type LayoutStyle } from './layout.ts'

const STYLE: LayoutStyle = {
  width: 100,
  height: 150,
  margins: { top: 6, right: 6, bottom: 6, left: 6 },
  fontPt: 10,
  titlePt: 16,
  pictogramMm: 16,
  pictogramMinMm: 10,
  minXHeightMm: 1.2,
  qrMm: 16,
}
/** The smallest type the style allows: a lower-case x of 1.2 mm. */
const MIN_FONT_PT = fontPtForXHeight(1.2)
const LONG =
  'IF SWALLOWED: Immediately call a POISON CENTER or doctor. Do NOT induce vomiting. If medical advice is needed, have product container or label at hand and rinse the mouth thoroughly with plenty of water.'

function language(lang: string, statements: number, long = false): LabelLanguageContent {
  return {
    langId: 1,
    lang: lang as LabelLanguageContent['lang'],
    signalWord: 'Danger',
    contains: 'Contains: acetone, propan-2-ol',
    hazards: Array.from(
      { length: statements },
      (_, i) => `H3${String(i).padStart(2, '0')} ${long ? LONG : 'Causes serious eye irritation.'}`,
    ),
    precautions: Array.from({ length: statements }, (_, i) => `P2${String(i).padStart(2, '0')} ${long ? LONG : 'Wear protective gloves.'}`),
    supplemental: ['EUH066 Repeated exposure may cause skin dryness or cracking.'],
    description: 'Solvent degreaser for metal parts before painting.',
    instructions: ['Wipe on with a cloth.'],
  }
}

function content(languages: LabelLanguageContent[], extra: Partial<LabelContent> = {}): LabelContent {
  return {
    title: 'Fixture Degreaser Pro',
    synonyms: [],
    ufi: ['E600-30P1-S00Y-5079'],
    pictograms: [
      { code: 'GHS02', name: 'Flammable' },
      { code: 'GHS07', name: 'Harmful or irritant' },
      { code: 'GHS09', name: 'Hazardous to the environment' },
    ],
    pictogramMarks: true,
    languages,
    supplier: ['Fixture Chemicals d.o.o.', 'Testna ulica 1', '1000 Ljubljana, Slovenia', 'Tel. +386 1 400 6051'],
    supplierAddress: ['Fixture Chemicals d.o.o.', 'Testna ulica 1', '1000 Ljubljana, Slovenia'],
    contents: 'Contents: 500 ml',
    unNumber: 'UN 1090',
    qrUrl: 'https://dossier.example/p/fixtureDegreaser_01',
    logo: true,
    hazardCodes: [],
    gaps: [],
    untranslated: [],
    warnings: [],
    precautionCount: 0,
    ...extra,
  }
}

interface Box {
  item: LayoutItem
  x0: number
  y0: number
  x1: number
  y1: number
}

function boxOf(item: LayoutItem): Box {
  switch (item.kind) {
    case 'text': {
      const { ascent, descent } = verticalMetricsEm(item.weight)
      const size = item.sizePt * MM_PER_PT
      return {
        item,
        x0: item.x,
        x1: item.x + textWidthMm(item.text, item.sizePt, item.weight),
        y0: item.y - ascent * size,
        y1: item.y + descent * size,
      }
    }
    case 'box':
      return { item, x0: item.x, y0: item.y, x1: item.x + item.w, y1: item.y + item.h }
    default:
      return { item, x0: item.x, y0: item.y, x1: item.x + item.size, y1: item.y + item.size }
  }
}

const describeItem = (b: Box) => (b.item.kind === 'text' ? `text "${b.item.text}"` : b.item.kind)

/** Every pair of drawn things apart, and everything inside the margins. */
function expectClean(layout: LabelLayout, style: LayoutStyle) {
  const boxes = layout.items.map(boxOf)
  const e = 0.01
  for (const b of boxes) {
    expect(b.x0, describeItem(b)).toBeGreaterThanOrEqual(style.margins.left - e)
    expect(b.y0, describeItem(b)).toBeGreaterThanOrEqual(style.margins.top - e)
    expect(b.x1, describeItem(b)).toBeLessThanOrEqual(style.width - style.margins.right + e)
    expect(b.y1, describeItem(b)).toBeLessThanOrEqual(style.height - style.margins.bottom + e)
  }
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i]!
      const b = boxes[j]!
      const overlap = a.x0 < b.x1 - e && b.x0 < a.x1 - e && a.y0 < b.y1 - e && b.y0 < a.y1 - e
      expect(overlap, `${describeItem(a)} overlaps ${describeItem(b)}`).toBe(false)
    }
}

const texts = (layout: LabelLayout) => layout.items.filter((i) => i.kind === 'text').map((i) => (i as { text: string }).text)

describe('label layout', () => {
  it('wraps at word boundaries and breaks a word only when it is wider than the line', () => {
    const lines = wrapText('Highly flammable liquid and vapour.', 30, 10)
    expect(lines.length).toBeGreaterThan(1)
    for (const line of lines) expect(textWidthMm(line, 10)).toBeLessThanOrEqual(30)
    expect(lines.join(' ')).toBe('Highly flammable liquid and vapour.')
    expect(wrapText('x'.repeat(80), 20, 10).every((l) => textWidthMm(l, 10) <= 20)).toBe(true)
  })

  it('places a short label at the asked sizes without overlaps', () => {
    const layout = layoutLabel(content([language('en', 3)]), STYLE)
    expect(layout).toMatchObject({ overflow: false, missing: [], omitted: [], fontPt: 10 })
    expectClean(layout, STYLE)
    expect(layout.items.filter((i) => i.kind === 'pictogram')).toHaveLength(3)
    expect(layout.items.some((i) => i.kind === 'qr')).toBe(true)
    expect(layout.items.some((i) => i.kind === 'box')).toBe(true)
    expect(texts(layout)).toEqual(expect.arrayContaining(['UN 1090', 'Contents: 500 ml', 'Danger', 'GHS02']))
  })

  it('long statements flow into more columns and shrink, and still never overlap', () => {
    const style = { ...STYLE, width: 148, height: 210 }
    const layout = layoutLabel(content([language('en', 3, true), language('sl', 3, true)]), style)
    expect(layout.missing).toEqual([])
    expect(layout.columns > 1 || layout.fontPt < STYLE.fontPt).toBe(true)
    expectClean(layout, style)
  })

  it('shrinks the text before it gives up, down to the smallest size', () => {
    const few = layoutLabel(content([language('en', 6)]), STYLE)
    const many = layoutLabel(content([language('en', 12, true)]), STYLE)
    expect(many.fontPt).toBeLessThan(few.fontPt)
    expect(many.fontPt).toBeGreaterThanOrEqual(MIN_FONT_PT)
    expectClean(many, STYLE)
  })

  it.each([
    ['52 x 74 mm, three languages of long statements', { ...STYLE, width: 52, height: 74 }, 3],
    [
      '74 x 105 mm, big pictograms and margins',
      { ...STYLE, width: 74, height: 105, pictogramMm: 46, pictogramMinMm: 46, margins: { top: 10, right: 6, bottom: 6, left: 10 } },
      2,
    ],
    ['100 x 150 mm, six languages', STYLE, 6],
  ])('label elements that cannot fit (%s) are named, never cut or drawn over', (_name, style, count) => {
    const languages = Array.from({ length: count }, (_, i) => language(['en', 'sl', 'de', 'hr', 'fr', 'it'][i]!, 10, true))
    const layout = layoutLabel(content(languages), style)
    expect(layout.missing.length).toBeGreaterThan(0)
    expect(layout.fontPt).toBeCloseTo(MIN_FONT_PT, 5)
    expect(texts(layout).filter((t) => t.endsWith('…'))).toEqual([])
    expectClean(layout, style)
  })

  it('lets the description, then the QR code and logo give way before the type shrinks', () => {
    const long = { ...language('en', 3), description: `${LONG} ${LONG} ${LONG} ${LONG}` }
    const layout = layoutLabel(content([long]), STYLE)
    expect(layout).toMatchObject({ missing: [], omitted: ['description', 'instructions'], overflow: true, fontPt: STYLE.fontPt })
    expect(layout.items.some((i) => i.kind === 'qr')).toBe(true)
    expect(texts(layout).join(' ')).not.toContain('Solvent degreaser')
    expectClean(layout, STYLE)

    const more = layoutLabel(content([{ ...long, hazards: [...long.hazards, ...language('en', 5, true).hazards] }]), STYLE)
    expect(more.missing).toEqual([])
    expect(more.omitted).toEqual(expect.arrayContaining(['description', 'QR code', 'logo', 'pictogram captions']))
    expect(more.items.some((i) => i.kind === 'qr')).toBe(false)
  })

  it('never prints text below the legal x-height nor a pictogram below the package minimum', () => {
    for (const [minXHeightMm, pictogramMinMm] of [
      [1.2, 10],
      [1.8, 23],
      [2.0, 32],
    ] as const) {
      const style = { ...STYLE, width: 148, height: 210, minXHeightMm, pictogramMinMm, pictogramMm: pictogramMinMm }
      const layout = layoutLabel(content([language('en', 8, true), language('sl', 8, true)]), style)
      for (const item of layout.items) {
        if (item.kind === 'pictogram') expect(item.frame).toBeGreaterThanOrEqual(pictogramMinMm)
        // Pictogram captions are not label elements; every other line keeps the legal x-height.
        if (item.kind === 'text' && !/^GHS0\d$|^(Flammable|Harmful|or|irritant|Hazardous|to|the|environment)/.test(item.text))
          expect(item.sizePt * MM_PER_PT * xHeightEm(item.weight), item.text).toBeGreaterThanOrEqual(minXHeightMm - 1e-9)
      }
    }
  })

  it('never leaves a language heading or a signal word alone at the foot of a column', () => {
    for (const statements of [2, 3, 4, 5]) {
      const layout = layoutLabel(content([language('en', statements), language('sl', statements), language('de', statements)]), STYLE)
      const lines = layout.items.filter((i): i is Extract<LayoutItem, { kind: 'text' }> => i.kind === 'text')
      for (const heading of lines.filter((l) => ['EN', 'SL', 'DE', 'Danger'].includes(l.text))) {
        const below = lines.some(
          (l) => Math.abs(l.x - heading.x) < 0.01 && l.y > heading.y && !['EN', 'SL', 'DE', 'Danger'].includes(l.text),
        )
        expect(below, `${heading.text} with ${statements} statements`).toBe(true)
      }
      expectClean(layout, STYLE)
    }
  })

  it('labels without pictograms, QR code, logo or body still lay out cleanly', () => {
    const bare = content(
      [{ ...language('en', 0), signalWord: undefined, contains: undefined, supplemental: [], description: undefined, instructions: [] }],
      {
        pictograms: [],
        qrUrl: undefined,
        logo: false,
        contents: undefined,
        unNumber: undefined,
      },
    )
    const layout = layoutLabel(bare, STYLE)
    expect(layout.missing).toEqual([])
    expect(layout.overflow).toBe(false)
    expectClean(layout, STYLE)
  })
})
