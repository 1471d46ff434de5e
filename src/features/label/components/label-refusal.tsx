import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import type { LabelSearch } from '../../../shared/label-search.ts'

interface Refusal {
  detail?: string
  /** The smallest label size that holds every label element (422 `suggestedDim`). */
  size?: { id: number; text: string }
}

/** What a refused label call's problem says: its reason and, for a label that does not fit, a size that does. */
async function refusalOf(failure: unknown): Promise<Refusal> {
  try {
    const body = (await (failure as { response: Response }).response.clone().json()) as {
      detail?: unknown
      suggestedDim?: { id?: unknown; text?: unknown }
    }
    const dim = body.suggestedDim
    return {
      detail: typeof body.detail === 'string' ? body.detail : undefined,
      size: typeof dim?.id === 'number' && typeof dim.text === 'string' ? { id: dim.id, text: dim.text } : undefined,
    }
  } catch {
    return {}
  }
}

/**
 * The server refused to draw the label: its reason, and a button to the smallest label size that
 * holds the label when it does not fit. Only a server's answer leads here: an online-only chunk.
 */
export default function LabelRefusal({ failure }: { failure: unknown }) {
  const { t } = useLingui()
  const [refusal, setRefusal] = useState<Refusal>()
  useEffect(() => {
    let live = true
    void refusalOf(failure).then((r) => live && setRefusal(r))
    return () => {
      live = false
    }
  }, [failure])
  if (!refusal) return null
  const { detail, size } = refusal
  return (
    <>
      <p className="label-notice label-notice--error" role="alert">
        {detail ? t`The label could not be drawn: ${detail}` : t`The label could not be drawn. Please try again.`}
      </p>
      {size && (
        <Link to="." search={(prev: LabelSearch) => ({ ...prev, dim: String(size.id) })} replace className="button">
          {t`Use ${size.text}`}
        </Link>
      )}
    </>
  )
}
