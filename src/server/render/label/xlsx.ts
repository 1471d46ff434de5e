import ExcelJS from 'exceljs'
import type { LabelContent } from './model.ts'

/**
 * The NiceLabel import workbook (POST /api/v1/label/nice_label): one row per label language, one
 * column per label variable. Statements are one cell each set, one statement a line; pictograms
 * come both as one comma-separated cell and one code per column, for image-by-variable fields.
 */
export async function renderNiceLabelXlsx(content: LabelContent, productCode: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  workbook.creator = 'Dossier'
  const sheet = workbook.addWorksheet('Label')
  const pictogramColumns = Math.max(1, content.pictograms.length)
  sheet.columns = [
    { header: 'Language', key: 'language', width: 10 },
    { header: 'Product', key: 'product', width: 30 },
    { header: 'Product code', key: 'code', width: 14 },
    { header: 'UFI', key: 'ufi', width: 22 },
    { header: 'Synonyms', key: 'synonyms', width: 24 },
    { header: 'Signal word', key: 'signal', width: 14 },
    { header: 'Pictograms', key: 'pictograms', width: 22 },
    ...Array.from({ length: pictogramColumns }, (_, i) => ({ header: `Pictogram ${i + 1}`, key: `pictogram${i + 1}`, width: 12 })),
    { header: 'Hazard statements', key: 'hazards', width: 60 },
    { header: 'Precautionary statements', key: 'precautions', width: 60 },
    { header: 'Supplemental information', key: 'supplemental', width: 60 },
    { header: 'Contains', key: 'contains', width: 30 },
    { header: 'Description', key: 'description', width: 40 },
    { header: 'Instructions', key: 'instructions', width: 40 },
    { header: 'Usage', key: 'usage', width: 30 },
    { header: 'Storage', key: 'storage', width: 30 },
    { header: 'Supplier', key: 'supplier', width: 40 },
  ]
  sheet.getRow(1).font = { bold: true }
  for (const l of content.languages) {
    const row: Record<string, string> = {
      language: l.lang,
      product: content.title,
      code: productCode,
      ufi: content.ufi.join(', '),
      synonyms: content.synonyms.join(', '),
      signal: l.signalWord ?? '',
      pictograms: content.pictograms.map((p) => p.code).join(','),
      hazards: l.hazards.join('\n'),
      precautions: l.precautions.join('\n'),
      supplemental: l.supplemental.join('\n'),
      contains: l.contains ?? '',
      description: l.description ?? '',
      instructions: l.instructions.join('\n'),
      usage: l.usage ?? '',
      storage: l.storage ?? '',
      supplier: content.supplier.join(', '),
    }
    content.pictograms.forEach((p, i) => (row[`pictogram${i + 1}`] = p.code))
    sheet.addRow(row).alignment = { wrapText: true, vertical: 'top' }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer())
}
