/**
 * A small element tree for SDScom XML: built by the export and serialised, or read back from the
 * canonical form (C14N) that xmllint prints after validating a file. Canonical XML has no
 * declaration, DOCTYPE, CDATA or entity other than the five escapes and character references, so
 * reading it needs no general XML parser; a file reaches the reader only after xmllint accepted it.
 */
export interface XmlElement {
  name: string
  attributes: Record<string, string>
  children: XmlElement[]
  /** The element's own text (SDScom has no mixed content). */
  text: string
}

type Child = XmlElement | undefined | false | null | '' | Child[]

/** An element with children; absent children (undefined/false/null) are left out, arrays are spread. */
export function el(name: string, ...children: Child[]): XmlElement {
  return { name, attributes: {}, children: children.flat(Infinity as 1).filter(Boolean) as XmlElement[], text: '' }
}

/** An element holding text; undefined or empty text gives no element. */
export function leaf(
  name: string,
  text: string | number | boolean | undefined,
  attributes: Record<string, string> = {},
): XmlElement | undefined {
  if (text === undefined || text === '') return undefined
  return { name, attributes, children: [], text: String(text) }
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r/g, '&#xD;')
const escapeAttribute = (s: string) => escapeText(s).replace(/"/g, '&quot;').replace(/\t/g, '&#x9;').replace(/\n/g, '&#xA;')

function write(e: XmlElement, indent: string, out: string[]) {
  const attributes = Object.entries(e.attributes)
    .map(([k, v]) => ` ${k}="${escapeAttribute(v)}"`)
    .join('')
  if (e.children.length === 0) {
    out.push(`${indent}<${e.name}${attributes}>${escapeText(e.text)}</${e.name}>`)
    return
  }
  out.push(`${indent}<${e.name}${attributes}>`)
  for (const c of e.children) write(c, `${indent}  `, out)
  out.push(`${indent}</${e.name}>`)
}

export function serialize(root: XmlElement): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>']
  write(root, '', out)
  return `${out.join('\n')}\n`
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }
const unescape = (s: string) =>
  s.replace(/&(#x[0-9a-fA-F]+|#\d+|amp|lt|gt|quot|apos);/g, (_, ref: string) =>
    ref.startsWith('#x')
      ? String.fromCodePoint(parseInt(ref.slice(2), 16))
      : ref.startsWith('#')
        ? String.fromCodePoint(Number(ref.slice(1)))
        : ENTITIES[ref]!,
  )

/** Reads canonical XML (xmllint --c14n); namespace prefixes are dropped from element names. */
export function readCanonical(text: string): XmlElement {
  const token = /<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<\/([^\s>]+)\s*>|<([^\s/>]+)((?:\s+[^\s=]+="[^"]*")*)\s*(\/?)>|([^<]+)/g
  const root: XmlElement = { name: '#document', attributes: {}, children: [], text: '' }
  const stack = [root]
  for (const m of text.matchAll(token)) {
    const top = stack[stack.length - 1]!
    if (m[1]) stack.pop()
    else if (m[2]) {
      const attributes: Record<string, string> = {}
      for (const a of (m[3] ?? '').matchAll(/([^\s=]+)="([^"]*)"/g)) attributes[a[1]!] = unescape(a[2]!)
      const e: XmlElement = { name: m[2].replace(/^[^:]*:/, ''), attributes, children: [], text: '' }
      top.children.push(e)
      if (!m[4]) stack.push(e)
    } else if (m[5] !== undefined && stack.length > 1) top.text += unescape(m[5])
  }
  const [first] = root.children
  if (!first) throw new Error('no root element')
  return first
}
