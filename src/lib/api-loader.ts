import type { KyInstance } from 'ky'

/**
 * The HTTP client (lib/api-client.ts), loaded with the first request: it is needed only with a
 * connection and stays out of the precache, which has no room for code that cannot work offline
 * anyway. Offline, when its file is not on the device, a plain GET stands in for it (plain-api.ts,
 * itself loaded only then).
 */
export async function loadApi(): Promise<KyInstance> {
  try {
    return (await import('./api-client.ts')).api
  } catch {
    // The stand-in is precached; if even it cannot load, the call fails as an unreachable server's would.
    return import('./plain-api.ts').then(
      (m) => m.plainApi as unknown as KyInstance,
      () => Promise.reject(new TypeError('Failed to fetch: the HTTP client is not on this device')),
    )
  }
}
