import { useEffect, useRef, useState } from 'react'
import type { Refusal } from '../api/label-refusal.ts'
import { fetchLabelPreview } from '../api/requests.ts'

export interface PreviewState {
  url: string | undefined
  overflow: boolean
  summary: string
  /** How many P statements the label carries (0 until drawn). */
  precautions: number
  loading: boolean
  /** Why the label could not be drawn (the server's words), or '' for a failure without a reason. */
  error: string | undefined
  /** The label does not fit: the smallest label size that holds it. */
  suggestedDim?: { id: number; text: string }
}

/**
 * The label image for a set of parameters: fetched at once the first time, then `delayMs` after
 * the parameters stop changing (options clicked in a row make one request). A newer request
 * cancels an older one; object URLs are released when replaced and on unmount.
 */
export function useLabelPreview(id: string, query: Record<string, string>, delayMs = 350): PreviewState {
  const key = JSON.stringify(query)
  const [state, setState] = useState<PreviewState>({
    url: undefined,
    overflow: false,
    summary: '',
    precautions: 0,
    loading: true,
    error: undefined,
  })
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
          setState({ ...preview, url, loading: false, error: undefined, suggestedDim: undefined })
        })
        .catch(async (error: unknown) => {
          if (controller.signal.aborted) return
          // Read by an online-only module; offline it does not load and the plain notice shows.
          const refusal = await import('../api/label-refusal.ts').then((m) => m.refusalOf(error)).catch(() => ({}) as Refusal)
          if (controller.signal.aborted) return
          setState((s) => ({ ...s, loading: false, error: refusal.detail ?? '', suggestedDim: refusal.size }))
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
