/** Numbers in the interface language's notation with a fixed number of decimals. */
export function formatNumber(locale: string, value: number, decimals: number): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value)
}

/** Attachment sizes in KB: bytes / 1000 with 3 decimals. */
export function formatKb(locale: string, bytes: number): string {
  return formatNumber(locale, bytes / 1000, 3)
}
