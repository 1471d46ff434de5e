import { useLingui } from '@lingui/react/macro'
import { SECTION_NUMBERS } from '../section-spy.ts'

interface SectionMenuProps {
  current: number | undefined
  /** Changed sections of the comparison; empty outside one. */
  changed: readonly number[]
  /** Section number -> its heading text, for the sections the sheet has. */
  titles: ReadonlyMap<number, string>
  onGo: (n: number) => void
}

/**
 * The 16 numbered section buttons beside the sheet. The current section is marked with
 * aria-current and a filled button; a changed one with a dot and the word "changed" in its name, not by
 * colour alone.
 */
export function SectionMenu({ current, changed, titles, onGo }: SectionMenuProps) {
  const { t } = useLingui()
  return (
    <nav className="sds-menu" aria-label={t`Sections of the safety data sheet`}>
      <ol className="sds-menu__list">
        {SECTION_NUMBERS.map((n) => {
          const title = titles.get(n)
          const isChanged = changed.includes(n)
          const name = title ? t`Section ${n}: ${title}` : t`Section ${n}`
          const classes = ['sds-menu__button', current === n && 'sds-menu__button--current', isChanged && 'sds-menu__button--changed']
          return (
            <li key={n}>
              <button
                type="button"
                className={classes.filter(Boolean).join(' ')}
                aria-label={isChanged ? t`${name}, changed` : name}
                aria-current={current === n ? 'location' : undefined}
                title={title}
                disabled={title === undefined}
                data-section-button={n}
                onClick={() => onGo(n)}
              >
                {n}
                {isChanged && (
                  <span className="sds-menu__mark" aria-hidden="true">
                    ●
                  </span>
                )}
              </button>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
