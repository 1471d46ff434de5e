import type { Context } from 'hono'
import type { Kysely } from 'kysely'
import type { EditionRules } from '#shared/brands'
import type { AccountsOptions } from './auth/settings.ts'
import type { Database } from './db/schema.ts'
import type { Logger } from './log.ts'
import type { TrustedOriginOptions } from './middleware/trusted-origin.ts'
import type { Lifecycle } from './observability/health.ts'
import type { Metrics } from './observability/metrics.ts'
import type { PhraseLibrary } from './phrases/library.ts'
import type { Renderer } from './render/pool/jobs.ts'

/**
 * What the app is built from: the routes take these from here, not from app.ts, which imports the
 * routes; a route importing the module that mounts it would make the two depend on each other.
 */
export interface AppDeps {
  db: Kysely<Database>
  log: Logger
  appVersion: string
  /** Base of the addresses in QR codes and e-mails; the request's own origin when unset. */
  publicUrl?: string
  /** The built PWA; the API runs alone without it (tests). */
  distDir?: string
  library: PhraseLibrary
  /** Runtime feature flags (FEATURE_FLAGS); a flag that is missing counts as enabled. */
  featureFlags?: Record<string, boolean>
  /** SAVED_COPY_WARN_DAYS, told to the app in the runtime configuration; 30 when unset. */
  savedCopyWarnDays?: number
  /** Whether the caller may open a file restricted to a workgroup; by default: a signed-in member of it. */
  canOpenRestricted?: (c: Context, workgroup: string) => boolean
  /** Sign-in, tokens, limits and e-mail (src/server/auth); defaults suit tests. */
  accounts?: AccountsOptions
  /** Where request counts and latencies go (the process's registry by default). */
  metrics?: Metrics
  /** Set to draining on shutdown so readiness fails first; a fresh one by default. */
  lifecycle?: Lifecycle
  /** Bearer token for /metrics (METRICS_TOKEN); without it only loopback clients read them. */
  metricsToken?: string
  /** Host names served and whether a proxy's X-Forwarded-* count (ALLOWED_HOSTS, TRUST_PROXY); tests may leave it out. */
  origin?: TrustedOriginOptions
  /** Where PDF, PNG, Word and Excel files render: the worker pool (RENDER_WORKERS) in a server; this thread by default. */
  renderer?: Renderer
  /** How a request's brand edition is chosen (EDITION, EDITION_HOSTS_*); by default host names starting with "coat" are coatings. */
  editions?: EditionRules
}
