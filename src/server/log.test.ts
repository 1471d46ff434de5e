import { describe, expect, it } from 'vitest'
import { createLogger } from './log.ts'

describe('createLogger', () => {
  it('writes one JSON object per line with time, level, message and fields', () => {
    const lines: string[] = []
    createLogger('info', (l) => lines.push(l)).info('listening', { port: 8080 })
    expect(lines).toHaveLength(1)
    expect(lines[0]?.endsWith('\n')).toBe(true)
    expect(JSON.parse(lines[0]!)).toEqual({ time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), level: 'info', msg: 'listening', port: 8080 })
  })

  it('drops messages below its level, and silent drops everything', () => {
    const lines: string[] = []
    const warn = createLogger('warn', (l) => lines.push(l))
    warn.info('no')
    warn.warn('yes')
    warn.error('yes')
    const silent = createLogger('silent', (l) => lines.push(l))
    silent.error('no')
    expect(lines.map((l) => (JSON.parse(l) as { level: string }).level)).toEqual(['warn', 'error'])
  })
})
