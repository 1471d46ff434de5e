import type { PhraseLibrary } from '#server/phrases/library'
import { plain, type Block, type Row, type TableName, type Text } from './model.ts'
import { FONT } from './pdf-fonts.ts'
import { drawPictogram } from './pdf-pictograms.ts'
import { keepIdentifiersTogether } from './identifiers.ts'

/**
 * Lays the blocks of the document model out on A4 pages with pdfkit: paragraphs, label/value rows,
 * tables with wrapping cells (a row never splits; the header row repeats on a new page), statement
 * lists and pictograms. Measures before drawing, so nothing but long paragraphs breaks across pages.
 */
const MM = 72 / 25.4
export const PAGE = { width: 595.28, height: 841.89 }
export const MARGIN = { left: 20 * MM, right: 20 * MM, top: 30 * MM, bottom: 22 * MM }
export const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right

export const COLOUR = { text: '#1a1a1a', muted: '#4a4a4a', rule: '#9aa3ab', band: '#e3e8ec', head: '#f0f3f5' }
const SIZE = { text: 8.5, small: 7.5, cell: 7.5 }
const CELL_PADDING = 3

/**
 * Column shares per table. The substances table gives each identifier column just the width of its
 * longest usual value at cell size (CAS with 7 digits, EC, index, REACH without its suffix), so none
 * has to break; the names and classifications take the rest.
 */
const COLUMNS: Record<TableName, number[]> = {
  classification: [0.35, 0.65],
  substances: [0.16, 0.105, 0.095, 0.12, 0.17, 0.11, 0.24],
  limits: [0.38, 0.22, 0.15, 0.25],
  properties: [0.35, 0.35, 0.3],
  parameters: [0.45, 0.55],
  packaging: [0.3, 0.7],
  dnel: [0.35, 0.45, 0.2],
  pnec: [0.4, 0.4, 0.2],
  gloves: [0.3, 0.2, 0.25, 0.25],
  ecotoxicity: [0.25, 0.3, 0.25, 0.2],
  changes: [0.2, 0.8],
  methods: [0.5, 0.5],
}

/**
 * Measured heights, kept across documents: sheets repeat most of their texts (headings, labels,
 * "No data available.", property names), and measuring is a good part of the layout's time.
 */
const heights = new Map<string, number>()
const MAX_HEIGHTS = 20_000

export interface LayoutOptions {
  /** Multiplies the text sizes of the blocks (the safety instructions print larger than a sheet). */
  textScale?: number
  /** Width and height of a pictogram, in points. */
  pictogramSize?: number
}

export class PdfLayout {
  private readonly size: typeof SIZE
  private readonly pictogramSize: number
  private readonly caption: number

  private readonly doc: PDFKit.PDFDocument
  private readonly library: PhraseLibrary

  constructor(doc: PDFKit.PDFDocument, library: PhraseLibrary, options: LayoutOptions = {}) {
    this.doc = doc
    this.library = library
    const k = options.textScale ?? 1
    this.size = { text: SIZE.text * k, small: SIZE.small * k, cell: SIZE.cell * k }
    this.pictogramSize = options.pictogramSize ?? 58
    this.caption = 6.5 * k
  }

  private get bottom() {
    return PAGE.height - MARGIN.bottom
  }

  /** Starts a new page unless `height` still fits on this one. */
  ensure(height: number): void {
    if (this.doc.y + height > this.bottom) this.doc.addPage()
  }

  gap(points: number): void {
    this.doc.y += points
  }

  /**
   * Most cells and labels fit on one line: measuring their width is much cheaper than letting the
   * line wrapper lay them out (a sheet measures every text before drawing it).
   */
  private fitsOnOneLine(text: string, width: number): boolean {
    return !text.includes('\n') && this.doc.widthOfString(text) <= width
  }

  private height(raw: string, width: number, font: string, size: number): number {
    const text = keepIdentifiersTogether(raw)
    const key = `${font}|${size}|${width}|${text}`
    const known = heights.get(key)
    if (known !== undefined) return known
    this.doc.font(font).fontSize(size)
    const height = this.fitsOnOneLine(text, width)
      ? this.doc.currentLineHeight(true) + 1
      : this.doc.heightOfString(text, { width, lineGap: 1 })
    if (heights.size >= MAX_HEIGHTS) heights.clear()
    heights.set(key, height)
    return height
  }

  /** Text in a box at (x, y) that was measured to fit: never lets pdfkit start a page. */
  private textAt(
    raw: string,
    x: number,
    y: number,
    width: number,
    font: string,
    size: number,
    colour = COLOUR.text,
    align: 'left' | 'center' = 'left',
  ) {
    const text = keepIdentifiersTogether(raw)
    this.doc.font(font).fontSize(size).fillColor(colour)
    const oneLine = this.fitsOnOneLine(text, width)
    if (oneLine && align === 'left') {
      // Without a width pdfkit writes the line as it is, with no line wrapper: most texts of a sheet.
      this.doc.text(text, x, y, { lineBreak: false })
      this.doc.x = MARGIN.left
      return
    }
    this.doc.text(text, x, y, { width, align, lineGap: 1, lineBreak: !oneLine, height: this.bottom - y + 1, ellipsis: !oneLine })
  }

  sectionTitle(text: string): void {
    const height = this.height(text, CONTENT_WIDTH - 8, FONT.bold, 10) + 6
    this.ensure(height + 40)
    const y = this.doc.y
    this.doc.rect(MARGIN.left, y, CONTENT_WIDTH, height).fill(COLOUR.band)
    this.textAt(text, MARGIN.left + 4, y + 3.5, CONTENT_WIDTH - 8, FONT.bold, 10)
    this.doc.y = y + height + 5
  }

  subsectionTitle(text: string, nested: boolean): void {
    const size = nested ? 8.5 : 9
    const height = this.height(text, CONTENT_WIDTH, FONT.bold, size)
    this.ensure(height + 24)
    const y = this.doc.y
    this.textAt(text, MARGIN.left, y, CONTENT_WIDTH, FONT.bold, size)
    this.doc.y = y + height + 3
  }

  block(block: Block): void {
    switch (block.kind) {
      case 'paragraph':
        return this.paragraph(plain(block.text), block.empty === true)
      case 'rows':
        return this.rows(block.rows)
      case 'table':
        return this.table(block.name, block.columns, block.rows, block.rowHeaders === true)
      case 'statements':
        return this.statements(block.title, block.items)
      case 'pictograms':
        return this.pictograms(block.items)
    }
  }

  /** Long texts may run over to the next page: pdfkit continues them there. */
  private paragraph(text: string, empty: boolean): void {
    this.ensure(14)
    this.doc
      .font(FONT.regular)
      .fontSize(this.size.text)
      .fillColor(empty ? COLOUR.muted : COLOUR.text)
      .text(text, MARGIN.left, this.doc.y, { width: CONTENT_WIDTH, lineGap: 1.5 })
    this.gap(4)
  }

  rows(rows: Row[], labelShare = 0.32): void {
    const labelWidth = CONTENT_WIDTH * labelShare
    const valueWidth = CONTENT_WIDTH - labelWidth - 6
    for (const row of rows) {
      const label = plain(row.label)
      const value = plain(row.value)
      const height = Math.max(
        this.height(label, labelWidth, FONT.bold, this.size.text),
        this.height(value, valueWidth, FONT.regular, this.size.text),
      )
      this.ensure(height)
      const y = this.doc.y
      this.textAt(label, MARGIN.left, y, labelWidth, FONT.bold, this.size.text, COLOUR.muted)
      this.textAt(value, MARGIN.left + labelWidth + 6, y, valueWidth, FONT.regular, this.size.text)
      this.doc.y = y + height + 2.5
    }
    this.gap(2)
  }

  private table(name: TableName, columns: string[], rows: Text[][], rowHeaders: boolean): void {
    const widths = COLUMNS[name].map((share) => share * CONTENT_WIDTH)
    const inner = (i: number) => widths[i]! - 2 * CELL_PADDING
    const measure = (cells: string[], font: (i: number) => string) =>
      Math.max(...cells.map((cell, i) => this.height(cell, inner(i), font(i), this.size.cell))) + 2 * CELL_PADDING
    const draw = (cells: string[], height: number, font: (i: number) => string, fill?: string) => {
      const y = this.doc.y
      let x = MARGIN.left
      cells.forEach((cell, i) => {
        if (fill) this.doc.rect(x, y, widths[i]!, height).fill(fill)
        this.doc.lineWidth(0.5).rect(x, y, widths[i]!, height).stroke(COLOUR.rule)
        this.textAt(cell, x + CELL_PADDING, y + CELL_PADDING, inner(i), font(i), this.size.cell)
        x += widths[i]!
      })
      this.doc.y = y + height
    }
    const headFont = () => FONT.bold
    const cellFont = (i: number) => (i === 0 && rowHeaders ? FONT.bold : FONT.regular)
    const headHeight = measure(columns, headFont)
    const bodies = rows.map((cells) => cells.map(plain))
    this.ensure(headHeight + (bodies[0] ? measure(bodies[0], cellFont) : 0))
    draw(columns, headHeight, headFont, COLOUR.head)
    for (const cells of bodies) {
      const height = measure(cells, cellFont)
      if (this.doc.y + height > this.bottom) {
        this.doc.addPage()
        draw(columns, headHeight, headFont, COLOUR.head)
      }
      draw(cells, height, cellFont)
    }
    this.gap(6)
  }

  /** A list under its title; an empty title: the list alone (the heading above names it). */
  private statements(title: string, items: { code: Text; text: Text }[]): void {
    if (title) {
      const titleHeight = this.height(title, CONTENT_WIDTH, FONT.bold, this.size.text)
      this.ensure(titleHeight + 12)
      this.textAt(title, MARGIN.left, this.doc.y, CONTENT_WIDTH, FONT.bold, this.size.text)
      this.doc.y += titleHeight + 2
    }
    // As wide as the longest code (combined ones such as P305+P351+P338 included), within limits.
    this.doc.font(FONT.bold).fontSize(this.size.text)
    const codeWidth = Math.min(150, Math.max(48, ...items.map((i) => this.doc.widthOfString(plain(i.code)) + 2)))
    const textWidth = CONTENT_WIDTH - codeWidth - 8
    for (const item of items) {
      const code = plain(item.code)
      const text = plain(item.text)
      const height = Math.max(
        this.height(code, codeWidth, FONT.bold, this.size.text),
        this.height(text, textWidth, FONT.regular, this.size.text),
      )
      this.ensure(height)
      const y = this.doc.y
      this.textAt(code, MARGIN.left, y, codeWidth, FONT.bold, this.size.text)
      this.textAt(text, MARGIN.left + codeWidth + 8, y, textWidth, FONT.regular, this.size.text)
      this.doc.y = y + height + 2
    }
    this.gap(4)
  }

  /** Each pictogram with its hazard class under it (the PDF's text alternative), as many per line as fit. */
  private pictograms(items: { code: string; alt: string }[]): void {
    const size = this.pictogramSize
    const step = size + 22
    const perLine = Math.floor(CONTENT_WIDTH / step)
    for (let start = 0; start < items.length; start += perLine) {
      const line = items.slice(start, start + perLine)
      const captions = line.map((p) => this.height(p.alt, step - 4, FONT.regular, this.caption))
      this.ensure(size + 4 + Math.max(0, ...captions))
      const y = this.doc.y
      line.forEach((p, i) => {
        const x = MARGIN.left + i * step
        const svg = this.library.pictogramSvg(p.code)
        if (svg) drawPictogram(this.doc, svg, x + (step - 4 - size) / 2, y, size)
        this.textAt(p.alt, x, y + size + 2, step - 4, FONT.regular, this.caption, COLOUR.muted, 'center')
      })
      this.doc.y = y + size + 6 + Math.max(0, ...captions)
    }
  }
}
