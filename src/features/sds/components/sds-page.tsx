import { Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect, useRef, type ReactNode } from 'react'
import { notify } from '#components/toast-store.ts'
import type { ProductDetail } from '#shared/api/product-detail'
import { sheetQuery } from '../api/queries.ts'
import type { SdsSheet } from '../api/requests.ts'
import type { SdsState } from '../search.ts'
import { SdsActions } from './sds-actions.tsx'
import { SdsSheetView } from './sds-sheet-view.tsx'
import './sds-page.css'
import { whenOnline } from '#components/when-online.tsx'

/** Kept out of the precache (the sheet's section 16 has the same list offline); the worker keeps it once loaded. */
const VersionChanges = whenOnline(() => import('./version-changes.tsx').then((m) => m.VersionChanges))

interface SdsPageProps {
  product: ProductDetail
  lang: number
  state: SdsState
  heading: ReactNode
  /** The product's texts in the sheet's language (the route loads them), for the list of changes. */
  inSheetLanguage?: ProductDetail
  /** A new version, comparison or QR option: the page shows it after a reload of the sheet. */
  onStateChange: (next: SdsState) => void
  /** Another document language: the SDS route of that language. */
  onLanguageChange: (lang: number) => void
}

/**
 * The SDS page (gh). The route loader has the first sheet ready; later changes keep the shown sheet
 * until the new one arrives, and a failed reload goes back to the last sheet that loaded (a worker keeps reading rather than facing an error).
 */
export function SdsPage({ product, lang, state, heading, inSheetLanguage, onStateChange, onLanguageChange }: SdsPageProps) {
  const { t } = useLingui()
  const query = useQuery({ ...sheetQuery(product.basic.id, lang, state), placeholderData: keepPreviousData })
  const lastGood = useRef<{ state: SdsState; sheet: SdsSheet } | undefined>(undefined)
  const loaded = query.data !== undefined && !query.isPlaceholderData
  const { version, compare, qrCode } = state

  useEffect(() => {
    if (loaded) lastGood.current = { state: { version, compare, qrCode }, sheet: query.data }
  }, [loaded, query.data, version, compare, qrCode])

  const failed = query.isError && query.data === undefined
  const failureText = t`The safety data sheet could not be loaded. Showing the last one that loaded.`
  const onFailure = useRef(() => {})
  useEffect(() => {
    onFailure.current = () => {
      notify({ type: 'error', text: failureText, delay: 5000 })
      if (lastGood.current) onStateChange(lastGood.current.state)
    }
  })
  useEffect(() => {
    if (failed) onFailure.current()
  }, [failed])

  const sheet = query.data ?? lastGood.current?.sheet
  // Leaving the comparison (or changing version or language) clears the marks at once.
  const changed = compare !== undefined && loaded ? (sheet?.changed ?? []) : []
  const comparedWith = product.basic.versions.find((v) => v.id === compare)?.text
  // The list of changes in the sheet's language, and only above the version it belongs to (an older
  // version shown has changes of its own); texts of another language are not put above the sheet.
  const changesOf = inSheetLanguage?.lang === lang && inSheetLanguage.version.id === version ? inSheetLanguage : undefined

  return (
    <div className="page sds-page">
      {heading}
      <SdsActions
        product={product}
        lang={lang}
        state={state}
        onLanguage={onLanguageChange}
        onVersion={(next) => onStateChange({ ...state, version: next, compare: undefined })}
        onCompare={(next) => onStateChange({ ...state, compare: next })}
        onQrCode={(visible) => onStateChange({ ...state, qrCode: visible })}
      />
      {changesOf && <VersionChanges version={changesOf.version} />}
      <p className="sds-status" role="status">
        {query.isFetching && !loaded ? t`Loading the safety data sheet…` : ''}
      </p>
      {comparedWith !== undefined && loaded && (
        <div className="sds-legend">
          <p>
            <Trans>
              Changes compared with version {comparedWith}: <ins>added text</ins>, <del>removed text</del>.
            </Trans>
          </p>
          <p>
            {changed.length > 0 ? (
              <Trans>
                Changed sections are marked <span className="sds-legend__mark">●</span> in the section menu and “Changed” in their heading.
              </Trans>
            ) : (
              <Trans>No section has changed.</Trans>
            )}
          </p>
        </div>
      )}
      {sheet && <SdsSheetView sheet={sheet} changed={changed} busy={!loaded} />}
    </div>
  )
}
