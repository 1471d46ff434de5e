import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

/** The main schema of SDScom XML 5.6 (the unmodified files of the standard, see xsd/NOTICE.md). */
export const SDSCOM_SCHEMA = fileURLToPath(new URL('./xsd/SDSComXML.xsd', import.meta.url))

export interface XmlProblem {
  /** Where in the file: the failing element's XPath, or '/' when xmllint names none. */
  xpath: string
  reason: string
}

export type Validation = { ok: true; canonical: string } | { ok: false; problems: XmlProblem[] }

/** The line of each start tag named `name`, with the XPath of that element (positions count same-named siblings). */
function xpathAt(text: string, line: number, name: string): string | undefined {
  const stack: { path: string; counts: Map<string, number> }[] = [{ path: '', counts: new Map() }]
  const tag = /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<[?!][\s\S]*?>|<\/[^>]*>|<([^\s/>!?]+)[^>]*?(\/?)>/g
  let at = 1
  let from = 0
  for (const m of text.matchAll(tag)) {
    at += countLines(text, from, m.index)
    from = m.index
    if (m[0].startsWith('</')) {
      stack.pop()
      continue
    }
    if (!m[1]) continue
    const local = m[1].replace(/^[^:]*:/, '')
    const parent = stack[stack.length - 1]!
    const n = (parent.counts.get(local) ?? 0) + 1
    parent.counts.set(local, n)
    const path = `${parent.path}/${local}[${n}]`
    if (at === line && local === name) return path
    if (at > line) return undefined
    if (!m[2]) stack.push({ path, counts: new Map() })
  }
  return undefined
}

function countLines(text: string, from: number, to: number): number {
  let n = 0
  for (let i = from; i < to; i++) if (text.charCodeAt(i) === 10) n++
  return n
}

/** xmllint's messages: '-:12: element Foo: Schemas validity error : Element 'Foo': reason' or '-:3: parser error : reason'. */
export function problemsOf(stderr: string, text: string): XmlProblem[] {
  const out: XmlProblem[] = []
  for (const line of stderr.split('\n')) {
    const m = /^-:(\d+): (?:element (\S+): )?([^:]+?) error : (.*)$/.exec(line)
    if (!m) continue
    const [, at, element, kind, message] = m
    const reason = `${kind === 'Schemas validity' ? 'not valid SDScom 5.6' : `not well-formed XML (${kind})`}: ${message!.replace(/\{http:\/\/www\.esdscom\.eu\/eSDScom\}/g, '')}`
    const xpath = (element && xpathAt(text, Number(at), element)) ?? `/ (line ${at})`
    out.push({ xpath, reason })
  }
  if (out.length === 0)
    out.push({ xpath: '/', reason: `not valid SDScom 5.6: ${stderr.trim().split('\n')[0] ?? 'xmllint refused the file'}` })
  return out
}

/**
 * Validates a file against the SDScom 5.6 schema with libxml2's xmllint (Debian package
 * libxml2-utils) and answers the canonical form (C14N) of a valid one, for the reader.
 * No network (--nonet) and no document type declaration: an SDScom file needs none, and refusing it
 * keeps entity expansion out of the importer.
 */
export function validateSdscom(text: string): Promise<Validation> {
  if (/<!DOCTYPE/i.test(text))
    return Promise.resolve({
      ok: false,
      problems: [{ xpath: '/', reason: 'a document type declaration (<!DOCTYPE>) is not allowed in SDScom XML' }],
    })
  return new Promise((resolve, reject) => {
    const child = spawn('xmllint', ['--nonet', '--schema', SDSCOM_SCHEMA, '--c14n', '-'], { stdio: ['pipe', 'pipe', 'pipe'] })
    const out: Buffer[] = []
    const err: Buffer[] = []
    child.stdout.on('data', (b: Buffer) => out.push(b))
    child.stderr.on('data', (b: Buffer) => err.push(b))
    child.on('error', (error) => reject(new Error(`xmllint cannot run (install libxml2-utils): ${error.message}`)))
    child.on('close', (code) => {
      const stderr = Buffer.concat(err).toString('utf8')
      if (code === 0) resolve({ ok: true, canonical: Buffer.concat(out).toString('utf8') })
      else resolve({ ok: false, problems: problemsOf(stderr, text) })
    })
    child.stdin.on('error', () => undefined)
    child.stdin.end(text)
  })
}
