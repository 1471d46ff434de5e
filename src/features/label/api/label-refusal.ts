/**
 * What a refused label call's problem says: its reason and, for a label that does not fit, the
 * smallest label size that holds it (422 `suggestedDim`). Only a server's answer has them, so this
 * is an online-only module the label preview loads when a call fails.
 */
export interface Refusal {
  detail?: string
  size?: { id: number; text: string }
}

export async function refusalOf(failure: unknown): Promise<Refusal> {
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
