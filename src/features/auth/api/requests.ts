import { api } from '#lib/api-client.ts'
import { appInitSchema, tokenErrorSchema, type UserSettings } from '#shared/api/account'
import { OAUTH_CLIENT_ID } from '#shared/share'
import { AppError } from '#lib/errors/app-error.ts'
import { signInFailure } from '../sign-in-errors.ts'

/** GET app/init: the signed-in user's settings; throws when nobody is signed in. */
export async function fetchUserSettings(): Promise<UserSettings> {
  const json = await api.get('/api/v1/app/init').json()
  return appInitSchema.parse(json).user_settings
}

/** The password grant. The tokens arrive as HttpOnly cookies; the app never holds them. */
export async function requestSignIn(username: string, password: string): Promise<void> {
  const body = new URLSearchParams({ grant_type: 'password', client_id: OAUTH_CLIENT_ID, username, password })
  try {
    await api.post('/api/oauth2/token', { body })
  } catch (error) {
    const response = (error as { response?: Response }).response
    const parsed = response ? tokenErrorSchema.safeParse(await response.json().catch(() => ({}))) : undefined
    throw new AppError(signInFailure(response?.status, parsed?.success ? parsed.data : {}))
  }
}

export async function requestSignOut(): Promise<void> {
  await api.post('/api/oauth2/logout')
}
