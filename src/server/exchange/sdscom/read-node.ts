import type { XmlElement } from './xml.ts'

/**
 * An element of an imported SDScom file with its XPath, for the mapping to the portal's model.
 * Reading an element's text or attribute marks it as used; what no mapping used is reported
 * afterwards, element by element, as a warning that the portal's model cannot hold it.
 */
export class ReadNode {
  readonly element: XmlElement
  readonly xpath: string
  private readonly used: Set<XmlElement>

  constructor(element: XmlElement, xpath: string, used: Set<XmlElement>) {
    this.element = element
    this.xpath = xpath
    this.used = used
  }

  /** Children named `name`, each with its position among same-named siblings in the XPath. */
  all(name: string): ReadNode[] {
    const out: ReadNode[] = []
    for (const c of this.element.children)
      if (c.name === name) out.push(new ReadNode(c, `${this.xpath}/${name}[${out.length + 1}]`, this.used))
    return out
  }

  child(name: string): ReadNode | undefined {
    return this.all(name)[0]
  }

  /** The child at a path of names ('A/B/C'), first of each. */
  at(path: string): ReadNode | undefined {
    return path.split('/').reduce<ReadNode | undefined>((node, name) => node?.child(name), this)
  }

  text(): string {
    this.used.add(this.element)
    return this.element.text
  }

  /** The text of the child at `path`, or undefined. */
  value(path: string): string | undefined {
    return this.at(path)?.text()
  }

  number(path: string): number | undefined {
    const v = this.value(path)
    return v === undefined ? undefined : Number(v)
  }

  attribute(name: string): string | undefined {
    this.used.add(this.element)
    return this.element.attributes[name]
  }

  /** Marks the element and everything in it as used (e.g. a structure kept for its presence alone). */
  consume(): void {
    const walk = (e: XmlElement) => {
      this.used.add(e)
      e.children.forEach(walk)
    }
    walk(this.element)
  }
}

/** Every element with text that no mapping read (an empty element holds nothing to lose), by XPath (positions counted per name). */
export function unusedElements(root: XmlElement, rootPath: string, used: Set<XmlElement>): { xpath: string; text: string }[] {
  const out: { xpath: string; text: string }[] = []
  const walk = (e: XmlElement, path: string) => {
    if (e.children.length === 0) {
      if (!used.has(e) && (e.text.trim() !== '' || Object.keys(e.attributes).length > 0)) out.push({ xpath: path, text: e.text.trim() })
      return
    }
    const counts = new Map<string, number>()
    for (const c of e.children) {
      const n = (counts.get(c.name) ?? 0) + 1
      counts.set(c.name, n)
      walk(c, `${path}/${c.name}[${n}]`)
    }
  }
  walk(root, rootPath)
  return out
}
