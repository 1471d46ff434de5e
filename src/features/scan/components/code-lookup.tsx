import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { savedQueries } from '#lib/saved-queries.ts'
import { savedStore } from '#lib/saved-store.ts'
import { lookUpCode, savedCodesFrom, serverProductsByCode, type CodeFound, type CodeMatch } from '../code-lookup.ts'
import type { RecentScan } from '../recent-scans.ts'

const scanOf = (match: CodeMatch): RecentScan => ({ id: match.id, path: `/p/${match.id}` })

interface Props {
  code: string
  onOpen: (found: RecentScan) => void
  /** Leaving the scanner for the saved sheets page. */
  onLeave: () => void
}

/**
 * A typed product code, looked up: one dossier with it opens at once; several are listed to choose
 * from; none is said, and without a connection, that only saved dossiers can be found.
 */
export function CodeLookup({ code, onOpen, onLeave }: Props) {
  const { t } = useLingui()
  const saved = useQuery(savedQueries.list()).data
  const [found, setFound] = useState<CodeFound | undefined>(undefined)

  useEffect(() => {
    if (!saved) return
    let current = true
    void lookUpCode(code, { saved, savedCodes: savedCodesFrom(savedStore()), server: serverProductsByCode }).then((result) => {
      if (!current) return
      if (result.matches.length === 1) onOpen(scanOf(result.matches[0]!))
      else setFound(result)
    })
    return () => {
      current = false
    }
  }, [code, saved, onOpen])

  if (!found)
    return (
      <p role="status">
        <Trans>Looking for the product code {code}…</Trans>
      </p>
    )
  if (found.matches.length > 1)
    return (
      <nav aria-label={t`Products with the code ${code}`}>
        <p>
          <Trans>Several products have the code {code}:</Trans>
        </p>
        <ul className="scan-manual__saved">
          {found.matches.map((match) => (
            <li key={match.id}>
              <a
                href={`/p/${match.id}`}
                onClick={(event) => {
                  event.preventDefault()
                  onOpen(scanOf(match))
                }}
              >
                {match.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    )
  if (found.server)
    return (
      <p role="alert">
        <Trans>No product of this portal has the code {code}.</Trans>
      </p>
    )
  return (
    <p role="alert">
      <Trans>No dossier saved on this device has the code {code}.</Trans>{' '}
      <Trans>
        Without a connection, only dossiers on the{' '}
        <Link to="/saved" onClick={onLeave}>
          saved sheets
        </Link>{' '}
        can be found by their code.
      </Trans>
    </p>
  )
}
