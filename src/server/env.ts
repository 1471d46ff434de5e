import { availableParallelism } from 'node:os'
import { z } from 'zod'
import { BRAND_IDS, DEFAULT_EDITION_RULES, type BrandId, type EditionRules } from '#shared/brands'
import { renderNicenessSetting } from './render/pool/thread-priority.ts'

/** A host-name pattern: letters, digits, dots, hyphens, and `*` for any run of characters. */
const HOST_PATTERN = /^[A-Za-z0-9*]([A-Za-z0-9*.-]*[A-Za-z0-9*])?$/

/** EDITION_HOSTS_{EDITION}: a comma-separated list of host patterns; empty means no host selects that edition. */
const editionHosts = () =>
  z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (text === undefined) return undefined
      const patterns = text
        .split(',')
        .map((p) => p.trim())
        .filter((p) => p !== '')
      for (const pattern of patterns.filter((p) => !HOST_PATTERN.test(p))) {
        ctx.addIssue({ code: 'custom', message: `"${pattern}" is not a host name pattern (like coatings.example.com or coat*.localhost)` })
      }
      return patterns
    })

/** Configuration comes from the environment, validated once at start (README § Configuration). */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  SQLITE_FILE: z.string().default('data/dossier.sqlite'),
  PUBLIC_URL: z.url().optional(),
  DIST_DIR: z.string().default('dist'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  DEMO_CATALOGUE: z.enum(['on', 'off']).default('on'),
  /** Signs access tokens (HS256); generated into data/auth-secret on first start when unset. */
  AUTH_SECRET: z.string().min(32, 'AUTH_SECRET needs at least 32 characters').optional(),
  /** e.g. smtp://user:pass@mail.example.com:587 or smtps://...; unset: e-mails become .eml files in OUTBOX_DIR. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .optional(),
  OUTBOX_DIR: z.string().default('outbox'),
  /** How often the server sends the queued e-mails that are due (revision notices), in ms: 1 s to 1 h. */
  MAIL_QUEUE_INTERVAL_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
  MAIL_FROM: z
    .string()
    .regex(/^[^\r\n]+$/, 'MAIL_FROM is one line')
    .default('Product dossier <no-reply@localhost>'),
  /** Host names the portal answers to, e.g. "dossier.example.com,*.coatings.example.com"; default: PUBLIC_URL's host and localhost. */
  ALLOWED_HOSTS: z
    .string()
    .regex(
      /^\s*(\*\.)?[A-Za-z0-9.[\]:-]+\s*(,\s*(\*\.)?[A-Za-z0-9.[\]:-]+\s*)*$/,
      'ALLOWED_HOSTS is a list like dossier.example.com,*.example.org',
    )
    .optional()
    .transform((text) => text?.split(',').map((h) => h.trim())),
  /** on: believe X-Forwarded-Proto and X-Forwarded-For (only behind a proxy that sets them). */
  TRUST_PROXY: z.enum(['on', 'off']).default('off'),
  /** Bearer token for GET /metrics; unset: only requests from the machine itself may read them. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN needs at least 16 characters').optional(),
  /** On SIGTERM, how long readiness reports "draining" before the server stops accepting (0-60000 ms). */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /**
   * Worker threads that render PDF, PNG, Word and Excel files; 0 renders on the main thread (no
   * time budget then). Default: one per core. The render threads run at a lower priority
   * (RENDER_NICENESS), so cached reads on the main thread still come first when every core is busy.
   */
  RENDER_WORKERS: z.coerce.number().int().min(0).max(64).default(Math.min(64, availableParallelism())),
  /** Renders that may wait for a free worker; more are answered 503 with Retry-After. */
  RENDER_QUEUE: z.coerce.number().int().min(0).max(10_000).default(64),
  /** Time budget of one render; a render still running then is stopped and answered 503. */
  RENDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** JavaScript heap of one render worker in MB; a render that needs more is stopped and answered 503. */
  RENDER_MEMORY_MB: z.coerce.number().int().min(32).max(16_384).default(512),
  /**
   * Nice value of the render threads (0-19, Linux): with the cores busy, the main thread, which
   * answers every cached read, gets the processor first; renders still use every idle cycle.
   */
  RENDER_NICENESS: renderNicenessSetting,
  /** Days without a check after which a saved dossier's offline notice warns that a newer sheet may exist. */
  SAVED_COPY_WARN_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** e.g. "showChanges=off,somethingElse=on"; flags not named stay enabled. */
  FEATURE_FLAGS: z
    .string()
    .regex(/^(\s*\w+=(on|off)\s*)(,\s*\w+=(on|off)\s*)*$|^$/, 'FEATURE_FLAGS is a list like showChanges=off,other=on')
    .default('')
    .transform((text) =>
      Object.fromEntries(
        text
          .split(',')
          .filter((p) => p.trim())
          .map((p) => p.trim().split('='))
          .map(([k, v]) => [k, v === 'on']),
      ),
    ),
  /** Forces one brand edition for every host name (chemicals or coatings); unset: the host name decides. */
  EDITION: z.enum(BRAND_IDS as [BrandId, ...BrandId[]], { error: `EDITION is one of ${BRAND_IDS.join(', ')}` }).optional(),
  /** Host names of the chemical-products edition, e.g. "dossier.example.com,chem*.localhost". */
  EDITION_HOSTS_CHEMICALS: editionHosts(),
  /** Host names of the coatings edition; unset: host names starting with "coat". */
  EDITION_HOSTS_COATINGS: editionHosts(),
})

export type Env = z.infer<typeof envSchema>

const HOSTS_VARIABLE: Record<BrandId, 'EDITION_HOSTS_CHEMICALS' | 'EDITION_HOSTS_COATINGS'> = {
  chemicals: 'EDITION_HOSTS_CHEMICALS',
  coatings: 'EDITION_HOSTS_COATINGS',
}

/**
 * The edition rules of this server: an edition whose host variable is unset keeps its built-in
 * hosts (for the coatings edition, host names starting with "coat").
 */
export function editionRules(env: Env): EditionRules {
  const hosts: EditionRules['hosts'] = {}
  for (const id of BRAND_IDS) {
    const configured = env[HOSTS_VARIABLE[id]]
    const patterns = configured ?? DEFAULT_EDITION_RULES.hosts[id]
    if (patterns) hosts[id] = patterns
  }
  return { forced: env.EDITION, hosts }
}

/** The same host pattern in two editions' lists would make the edition depend on the order of the lists. */
function sharedPatterns(env: Env): string[] {
  const { hosts } = editionRules(env)
  const seen = new Map<string, BrandId>()
  const problems: string[] = []
  for (const id of BRAND_IDS) {
    for (const pattern of hosts[id] ?? []) {
      const other = seen.get(pattern.toLowerCase())
      if (other && other !== id)
        problems.push(`${HOSTS_VARIABLE[id]}: "${pattern}" also selects the ${other} edition (${HOSTS_VARIABLE[other]})`)
      seen.set(pattern.toLowerCase(), id)
    }
  }
  return problems
}

export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = envSchema.safeParse(source)
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const shared = sharedPatterns(result.data)
  if (shared.length) throw new Error(`Invalid configuration:\n${shared.map((line) => `  ${line}`).join('\n')}`)
  return result.data
}
