/**
 * Word-level difference between two texts (longest common subsequence over words and the spaces
 * between them). Used by the detail comparison in the app and the SDS comparison on the server.
 */
export type DiffPart = { kind: 'same' | 'ins' | 'del'; text: string }

const tokenize = (text: string) => text.match(/\s+|[^\s]+/g) ?? []

/** Above this many token pairs the table gets too large; the texts are then shown as replaced whole. */
const MAX_CELLS = 4_000_000

export function diffWords(before: string, after: string): DiffPart[] {
  if (before === after) return before ? [{ kind: 'same', text: before }] : []
  const a = tokenize(before)
  const b = tokenize(after)
  if (a.length * b.length > MAX_CELLS)
    return merge([...(before ? [{ kind: 'del' as const, text: before }] : []), ...(after ? [{ kind: 'ins' as const, text: after }] : [])])

  // lcs[i][j]: length of the longest common subsequence of a[i..] and b[j..]
  const lcs = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1))
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!)
    }
  }
  const parts: DiffPart[] = []
  let i = 0
  let j = 0
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      parts.push({ kind: 'same', text: a[i++]! })
      j++
    } else if (j < b.length && (i === a.length || lcs[i]![j + 1]! > lcs[i + 1]![j]!)) {
      parts.push({ kind: 'ins', text: b[j++]! })
    } else {
      parts.push({ kind: 'del', text: a[i++]! })
    }
  }
  return merge(parts)
}

/** Joins neighbours of the same kind, and keeps a lone space between two changes inside the change. */
function merge(parts: DiffPart[]): DiffPart[] {
  const out: DiffPart[] = []
  for (const part of parts) {
    const last = out[out.length - 1]
    if (last && last.kind === part.kind) last.text += part.text
    else out.push({ ...part })
  }
  return out
}

export function hasChanges(parts: DiffPart[]): boolean {
  return parts.some((p) => p.kind !== 'same')
}
