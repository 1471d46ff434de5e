/** Structured logs: one JSON object per line on stdout, so they can be shipped and queried. */
const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 } as const
export type LogLevel = keyof typeof LEVELS

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void
  info(msg: string, fields?: Record<string, unknown>): void
  warn(msg: string, fields?: Record<string, unknown>): void
  error(msg: string, fields?: Record<string, unknown>): void
}

export function createLogger(level: LogLevel, write: (line: string) => void = (l) => process.stdout.write(l)): Logger {
  const emit =
    (at: Exclude<LogLevel, 'silent'>) =>
    (msg: string, fields: Record<string, unknown> = {}) => {
      if (LEVELS[at] < LEVELS[level]) return
      write(`${JSON.stringify({ time: new Date().toISOString(), level: at, msg, ...fields })}\n`)
    }
  return { debug: emit('debug'), info: emit('info'), warn: emit('warn'), error: emit('error') }
}
