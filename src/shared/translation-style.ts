/**
 * Translation texts may carry a style marker: only text-error and text-black are allowed;
 * a text with any other marker counts as missing, and the key is shown instead.
 */
const MARKER = /class=["']([^"']+)["']|\[\[([\w-]+)\]\]/g
const ALLOWED = new Set(['text-error', 'text-black'])

export function acceptedTranslation(key: string, text: string): string {
  for (const match of text.matchAll(MARKER)) {
    const styles = (match[1] ?? match[2] ?? '').split(/\s+/).filter(Boolean)
    if (styles.some((s) => !ALLOWED.has(s))) return key
  }
  return text
}
