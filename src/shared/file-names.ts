/**
 * Download names: slash, backslash, colon, asterisk, question mark, quotes, angle brackets,
 * pipe and control characters are removed.
 */
export function sanitizeFileName(name: string): string {
  return name.replace(/[\\/:*?"'<>|\u0000-\u001f\u007f]/g, '').trim() || 'download'
}
