import { useEffect, useRef, useState } from 'react'
import { fetchLabelPreview } from '../api/requests.ts'

export interface PreviewState {
  url: string | undefined
  overflow: boolean
  summary: string
  loading: boolean
  /** '' when the label could not be drawn (the failure says why), undefined otherwise. */
  error: string | undefined
  /** The refused call itself, for what its problem offers (a label size that fits). */
  failure?: unknown
}

/**
 * The label image for a set of parameters: fetched at once the first time, then `delayMs` after
 * the parameters stop changing (options clicked in a row make one request). A newer request
 * cancels an older one; object URLs are released when replaced and on unmount.
 */
export function useLabelPreview(id: string, query: Record<string, string>, delayMs = 350): PreviewState {
  const key = JSON.stringify(query)
  const [state, setState] = useState<PreviewState>({ url: undefined, overflow: false, summary: '', loading: true, error: undefined })
  const first = useRef(true)
  const current = useRef<string | undefined>(undefined)

  useEffect(() => {
    const controller = new AbortController()
    const wait = first.current ? 0 : delayMs
    first.current = false
    setState((s) => ({ ...s, loading: true }))
    const timer = setTimeout(() => {
      fetchLabelPreview(id, JSON.parse(key) as Record<string, string>, controller.signal)
        .then((preview) => {
          if (controller.signal.aborted) return
          const url = URL.createObjectURL(preview.blob)
          if (current.current) URL.revokeObjectURL(current.current)
          current.current = url
          setState({ url, overflow: preview.overflow, summary: preview.summary, loading: false, error: undefined, failure: undefined })
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return
          setState((s) => ({ ...s, loading: false, error: '', failure: error }))
        })
    }, wait)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [id, key, delayMs])

  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current)
    },
    [],
  )
  return state
}
