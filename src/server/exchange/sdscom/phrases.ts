import type { LocalizedText } from '#shared/localized-text'
import { leaf, type XmlElement } from './xml.ts'
import type { ReadNode } from './read-node.ts'

/** SDScom's FullText holds at most 1,024 characters (string1024); a longer text is split over several phrases. */
const FULL_TEXT_MAX = 1024

/**
 * A text in several languages as SDScom phrases: one phrase element holding a FullText per
 * language, marked with its language (the attribute is spelt "Languange" in the standard). A text
 * longer than 1,024 characters continues in further phrase elements; read back, the pieces of one
 * language are joined in order.
 */
export function phraseElements(name: string, text: LocalizedText | undefined): XmlElement[] {
  // The standard asks to leave the language out when a phrase has one FullText: it is the file's.
  const single = text !== undefined && Object.keys(text).length === 1
  if (!text) return []
  const pieces = Object.entries(text)
    .filter(([, value]) => value)
    .map(([lang, value]) => {
      const chars = Array.from(value!)
      const out: string[] = []
      for (let i = 0; i < chars.length; i += FULL_TEXT_MAX) out.push(chars.slice(i, i + FULL_TEXT_MAX).join(''))
      return { lang, out }
    })
  const count = Math.max(0, ...pieces.map((p) => p.out.length))
  const elements: XmlElement[] = []
  for (let i = 0; i < count; i++) {
    const texts = pieces.filter((p) => p.out[i] !== undefined).map((p) => leaf('FullText', p.out[i], single ? {} : { Languange: p.lang })!)
    elements.push({ name, attributes: {}, children: texts, text: '' })
  }
  return elements
}

/** Phrase elements built without a name, given the name of the element that holds them. */
export function named(name: string, phrases: XmlElement[] | undefined): XmlElement[] {
  return (phrases ?? []).map((p) => ({ ...p, name }))
}

/**
 * The text of phrase elements per language. A FullText without a language is in the file's
 * language (the feed's FreetextLanguageCode). A phrase given only by a catalogue code (PhraseId or
 * PhraseCode without FullText) has no text the portal could show: the caller warns about it.
 */
export function readPhrases(nodes: ReadNode[], fileLanguage: string): LocalizedText | undefined {
  const out: Record<string, string> = {}
  for (const node of nodes) {
    for (const full of node.all('FullText')) {
      const lang = full.attribute('Languange') ?? fileLanguage
      out[lang] = (out[lang] ?? '') + full.text()
    }
  }
  return Object.keys(out).length > 0 ? out : undefined
}
