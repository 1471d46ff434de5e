/** Reads one language out of an `*_i18n` column; the importer guarantees every product language is there. */
export function textIn(json: string | null, lang: string): string {
  if (!json) return ''
  const texts = JSON.parse(json) as Record<string, string>
  return texts[lang] ?? ''
}

/** Numbers in documents: 2 decimals. */
export const twoDecimals = (n: number) => n.toFixed(2)

export function contentRange(min: number, max: number): string {
  return min === max ? twoDecimals(max) : `${twoDecimals(min)} - ${twoDecimals(max)}`
}
