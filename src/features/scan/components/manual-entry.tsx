import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useId, useState, type FormEvent } from 'react'
import { savedQueries } from '../../../lib/saved-queries.ts'
import { recogniseTyped } from '../permalink-url.ts'

/** How many saved dossiers the scanner lists; the saved sheets page has them all. */
const SHOWN_SAVED = 5

/**
 * The scanner's ways forward without a camera (denied, missing, or a code too worn to read): type
 * the address printed under the QR code or the permalink code, or open a dossier saved on this
 * device, newest first, or the saved sheets page.
 */
export function ManualEntry({ onOpen, onLeave }: { onOpen: (path: string) => void; onLeave: () => void }) {
  const { t } = useLingui()
  const inputId = useId()
  const [typed, setTyped] = useState('')
  const [refused, setRefused] = useState(false)
  const saved = useQuery(savedQueries.list()).data ?? []
  const recent = [...saved].sort((a, b) => b.savedAt - a.savedAt).slice(0, SHOWN_SAVED)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const result = recogniseTyped(typed, window.location.origin)
    if (result.kind === 'dossier') onOpen(result.path)
    else setRefused(true)
  }

  return (
    <div className="scan-manual">
      <form onSubmit={submit}>
        <label htmlFor={inputId}>
          <Trans>Or type the address under the QR code, or its permalink code</Trans>
        </label>
        <div className="scan-manual__row">
          <input
            id={inputId}
            type="text"
            inputMode="url"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            value={typed}
            aria-invalid={refused || undefined}
            onChange={(event) => {
              setTyped(event.target.value)
              setRefused(false)
            }}
          />
          <button type="submit" className="button">
            <Trans>Open</Trans>
          </button>
        </div>
        {refused && (
          <p role="alert">
            <Trans>This is not the address or permalink code of a product dossier of this portal.</Trans>
          </p>
        )}
      </form>
      {recent.length > 0 && (
        <nav aria-label={t`Saved on this device`}>
          <ul className="scan-manual__saved">
            {recent.map((dossier) => (
              <li key={dossier.id}>
                <Link
                  to="/$id/$il/pd/$lang"
                  params={{ id: dossier.id, il: dossier.interfaceLanguage, lang: String(dossier.languages[0] ?? 1) }}
                  onClick={onLeave}
                >
                  {dossier.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <Link to="/saved" className="button button--secondary" onClick={onLeave}>
        <Trans>Saved sheets</Trans>
      </Link>
    </div>
  )
}
