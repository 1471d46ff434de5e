import { diffWords } from '#shared/diff'

/**
 * Word-level changes of a text: additions in <ins> (green, underlined), removals in <del> (red,
 * struck through). The elements carry the meaning for screen readers; colour is extra.
 */
export function WordChanges({ text, before }: { text: string; before: string }) {
  return (
    <>
      {diffWords(before, text).map((part, i) =>
        part.kind === 'same' ? (
          <span key={i}>{part.text}</span>
        ) : part.kind === 'ins' ? (
          <ins key={i}>{part.text}</ins>
        ) : (
          <del key={i}>{part.text}</del>
        ),
      )}
    </>
  )
}
