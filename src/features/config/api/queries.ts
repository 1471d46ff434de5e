import { queryOptions } from '@tanstack/react-query'
import { loadApi } from '../../../lib/api-loader.ts'

export interface RuntimeConfig {
  appVersion: string
  featureFlags: Record<string, boolean>
}

/** Runtime configuration (spec § 3): a feature flag that is missing counts as enabled. */
export const configQueries = {
  runtime: () =>
    queryOptions({
      queryKey: ['config', 'runtime'] as const,
      queryFn: async () => (await loadApi()).get('/v2/assets/config/config.json').json<RuntimeConfig>(),
      staleTime: 5 * 60_000,
    }),
}

export function isFeatureOn(config: RuntimeConfig | undefined, flag: string): boolean {
  return config?.featureFlags[flag] !== false
}
