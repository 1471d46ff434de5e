import { queryOptions } from '@tanstack/react-query'
import { loadApi } from '#lib/api-loader.ts'
import { STORAGE } from '#shared/storage-keys'

export interface RuntimeConfig {
  appVersion: string
  featureFlags: Record<string, boolean>
  /** After how many days unchecked a saved copy's notice warns (absent from older servers). */
  savedCopyWarnDays?: number
}

/** The configuration file of this build: production reads config.json, the others their own variant. */
export const CONFIG_FILE =
  import.meta.env.MODE === 'development' ? 'development.json' : import.meta.env.MODE === 'test' ? 'tests.json' : 'config.json'

/** How long a configuration loaded during this page load is used before it is asked for again. */
const FRESH_MS = 5 * 60_000

/** When this page load began (ms since the epoch): a configuration older than that came from the device. */
const PAGE_LOAD_STARTED = performance.timeOrigin

/**
 * Runtime configuration: a feature flag that is missing counts as enabled. Every page
 * load asks the server once (a configuration restored from the device is stale at once), then
 * keeps the answer for five minutes. A failed load keeps the last good configuration of this
 * device (the query cache is persisted and a failed refetch keeps its data); the page shows the
 * configuration error (ConfigErrorNotice).
 */
export const configQueries = {
  runtime: () =>
    queryOptions({
      queryKey: ['config', 'runtime'] as const,
      queryFn: async () => {
        const config = await (await loadApi()).get(`/v2/assets/config/${CONFIG_FILE}`).json<RuntimeConfig>()
        // Kept apart from the query cache for the offline notice, which reads it without the server (lib/staleness.ts).
        if (config.savedCopyWarnDays) localStorage.setItem(STORAGE.savedCopyWarnDays, String(config.savedCopyWarnDays))
        return config
      },
      staleTime: (query) => (query.state.dataUpdatedAt < PAGE_LOAD_STARTED ? 0 : FRESH_MS),
    }),
}

export function isFeatureOn(config: RuntimeConfig | undefined, flag: string): boolean {
  return config?.featureFlags[flag] !== false
}
