import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { SECTION_NUMBERS } from '../section-spy.ts'

/**
 * Short names of the 16 sections every safety data sheet has, in this order (REACH Annex II as
 * amended by Regulation (EU) 2020/878, Part B): the interface's words for finding a section, not
 * the sheet's headings, which the sheet prints in full in its own language.
 */
function useShortTitles(): readonly string[] {
  const { t } = useLingui()
  return [
    t`Identification`,
    t`Hazards`,
    t`Composition`,
    t`First aid`,
    t`Firefighting`,
    t`Accidental release`,
    t`Handling and storage`,
    t`Exposure controls and protection`,
    t`Properties`,
    t`Stability and reactivity`,
    t`Toxicology`,
    t`Ecology`,
    t`Disposal`,
    t`Transport`,
    t`Regulations`,
    t`Other information`,
  ]
}

interface SectionNamesProps {
  current: number | undefined
  /** Sections the sheet has. */
  present: ReadonlySet<number>
  onGo: (n: number) => void
}

/**
 * On a phone the numbered rail says nothing to someone who does not know the sheet by heart: this
 * sheet of named sections opens from a bar above the sheet that also names the current section.
 * Wide screens keep the rail alone (the bar is hidden there).
 */
export function SectionNames({ current, present, onGo }: SectionNamesProps) {
  const { t } = useLingui()
  const names = useShortTitles()
  const [open, setOpen] = useState(false)
  return (
    <details className="sds-sections" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        {t`Sections`}
        {current !== undefined && (
          <span className="sds-sections__current">
            {current} {names[current - 1]}
          </span>
        )}
      </summary>
      <ol>
        {SECTION_NUMBERS.map((n) => (
          <li key={n}>
            <button
              type="button"
              disabled={!present.has(n)}
              aria-current={current === n ? 'location' : undefined}
              onClick={() => {
                setOpen(false)
                onGo(n)
              }}
            >
              <span className="sds-sections__number">{n}</span> {names[n - 1]}
            </button>
          </li>
        ))}
      </ol>
    </details>
  )
}
