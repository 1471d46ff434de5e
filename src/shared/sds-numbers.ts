/**
 * Numbers in a safety data sheet, in the document language's own format (CLDR through Intl: a
 * decimal comma in Slovenian, German and Croatian) and with the precision the supplier gave: a
 * preservative at 0.0005-0.0014 % must not print as "0.00 - 0.00", nor 85 % as "85.00".
 * JSON keeps a number's significant digits, so no rounding is applied; grouping is off so a
 * value never breaks across lines at a thousands separator.
 */
const formats = new Map<string, Intl.NumberFormat>()

function formatFor(lang: string): Intl.NumberFormat {
  let format = formats.get(lang)
  if (!format) formats.set(lang, (format = new Intl.NumberFormat(lang, { maximumFractionDigits: 20, useGrouping: false })))
  return format
}

export function formatNumber(value: number, lang: string): string {
  return formatFor(lang).format(value)
}

/** A concentration range "min - max" (one number when both ends are equal). */
export function formatRange(min: number, max: number, lang: string): string {
  return min === max ? formatNumber(max, lang) : `${formatNumber(min, lang)} - ${formatNumber(max, lang)}`
}
