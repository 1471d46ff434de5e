import { availableParallelism } from 'node:os'
import { z } from 'zod'

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
   * time budget then). Default: one per core but one, so the main thread keeps a core for cached reads.
   */
  RENDER_WORKERS: z.coerce
    .number()
    .int()
    .min(0)
    .max(64)
    .default(Math.max(1, availableParallelism() - 1)),
  /** Renders that may wait for a free worker; more are answered 503 with Retry-After. */
  RENDER_QUEUE: z.coerce.number().int().min(0).max(10_000).default(64),
  /** Time budget of one render; a render still running then is stopped and answered 503. */
  RENDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
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
})

export type Env = z.infer<typeof envSchema>

export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = envSchema.safeParse(source)
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
  }
  return result.data
}
