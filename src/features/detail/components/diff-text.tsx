import { whenOnline } from '#components/when-online.tsx'

/** The word-level changes load with the comparison, which needs the server (the older version's detail). */
const WordChanges = whenOnline(() => import('./word-changes.tsx').then((m) => m.WordChanges))

/** A text, or with `before` (during a comparison) its word-level changes. */
export function DiffText({ text, before }: { text: string; before?: string }) {
  if (before === undefined || before === text) return <>{text}</>
  return <WordChanges text={text} before={before} />
}
