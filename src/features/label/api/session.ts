import { queryOptions } from '@tanstack/react-query'
import { loadApi } from '#lib/api-loader.ts'
import { XSRF_COOKIE } from '#shared/share'

/**
 * Who is signed in, as the label page needs it: only the NiceLabel and Word exports depend on it.
 * The XSRF cookie is the readable sign of a sign-in (the tokens are HttpOnly); without it nobody is
 * signed in and nothing is asked. With it, app/init decides; any failure counts as signed out.
 */
export interface SignedInUser {
  id: string
  name: string
}

export async function fetchSignedInUser(): Promise<SignedInUser | null> {
  if (!document.cookie.split('; ').some((c) => c.startsWith(`${XSRF_COOKIE}=`))) return null
  try {
    const api = await loadApi()
    const json = await api.get('/api/v1/app/init').json<{ user_settings?: { id?: unknown; name?: unknown; username?: unknown } }>()
    const settings = json.user_settings
    const id = settings?.id
    if (typeof id !== 'number' && typeof id !== 'string') return null
    return { id: String(id), name: String(settings?.name ?? settings?.username ?? '') }
  } catch {
    return null
  }
}

export const sessionQueries = {
  signedIn: () =>
    queryOptions({
      queryKey: ['label', 'signed-in'] as const,
      queryFn: fetchSignedInUser,
      staleTime: 60_000,
      retry: false,
      // Who is signed in is never saved to the device, and sign-in and sign-out drop it (auth feature).
      meta: { persist: false },
    }),
}
