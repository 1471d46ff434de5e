import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useId, useState, type FormEvent } from 'react'
import { savedQueries } from '#lib/saved-queries.ts'
import { recogniseTyped } from '../permalink-url.ts'
import { CodeLookup } from './code-lookup.tsx'
import { recentScans, type RecentScan } from '../recent-scans.ts'

/** How many saved dossiers the scanner lists; the saved sheets page has them all. */
const SHOWN_SAVED = 5

/**
 * The scanner's ways forward without a camera (denied, missing, or a code too worn to read): type
 * the address printed under the QR code, the permalink code or the product code, open one of the last dossiers
 * opened from the scanner, or one saved on this device (newest first), or the saved sheets page.
 */
export function ManualEntry({ onOpen, onLeave }: { onOpen: (found: RecentScan) => void; onLeave: () => void }) {
  const inputId = useId()
  const [typed, setTyped] = useState('')
  const [refused, setRefused] = useState(false)
  const [code, setCode] = useState<string | undefined>(undefined)
  const saved = useQuery(savedQueries.list()).data ?? []
  const recent = [...saved].sort((a, b) => b.savedAt - a.savedAt).slice(0, SHOWN_SAVED)
  const [scans] = useState(recentScans)
  const nameOf = (id: string) => saved.find((dossier) => dossier.id === id)?.name ?? id

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const result = recogniseTyped(typed, window.location.origin)
    if (result.kind === 'dossier') onOpen(result)
    else if (result.kind === 'product-code') setCode(result.code)
    else setRefused(true)
  }

  return (
    <div className="scan-manual">
      <form onSubmit={submit}>
        <label htmlFor={inputId}>
          <Trans>Or type the address under the QR code, its permalink code or the product code</Trans>
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
              setCode(undefined)
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
        {code && <CodeLookup key={code} code={code} onOpen={onOpen} onLeave={onLeave} />}
      </form>
      {scans.length > 0 && (
        <nav aria-labelledby={`${inputId}-scans`}>
          <h3 id={`${inputId}-scans`} className="scan-manual__heading">
            <Trans>Recent scans</Trans>
          </h3>
          <ul className="scan-manual__saved">
            {scans.map((scan) => (
              <li key={scan.id}>
                <a
                  href={scan.path}
                  onClick={(event) => {
                    event.preventDefault()
                    onOpen(scan)
                  }}
                >
                  {nameOf(scan.id)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {recent.length > 0 && (
        <nav aria-labelledby={`${inputId}-saved`}>
          <h3 id={`${inputId}-saved`} className="scan-manual__heading">
            <Trans>Saved on this device</Trans>
          </h3>
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
