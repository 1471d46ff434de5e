import { describe, expect, it } from 'vitest'
import { parseEnv } from './env.ts'

describe('parseEnv', () => {
  it('answers the defaults for an empty environment', () => {
    const env = parseEnv({})
    expect(env).toMatchObject({ PORT: 8080, SQLITE_FILE: 'data/dossier.sqlite', DEMO_CATALOGUE: 'on' })
    expect(env.DATABASE_URL).toBeUndefined()
  })

  it('accepts a postgres URL and a numeric port', () => {
    expect(parseEnv({ PORT: '3000', DATABASE_URL: 'postgresql://u:p@db:5432/dossier' })).toMatchObject({
      PORT: 3000,
      DATABASE_URL: 'postgresql://u:p@db:5432/dossier',
    })
  })

  it('reads FEATURE_FLAGS as a list of name=on|off; no flags when unset', () => {
    expect(parseEnv({}).FEATURE_FLAGS).toEqual({})
    expect(parseEnv({ FEATURE_FLAGS: 'showChanges=off, other=on' }).FEATURE_FLAGS).toEqual({ showChanges: false, other: true })
  })

  it.each([
    ['FEATURE_FLAGS', { FEATURE_FLAGS: 'showChanges=maybe' }],
    ['DEMO_CATALOGUE', { DEMO_CATALOGUE: 'yes' }],
    ['PORT', { PORT: 'eighty' }],
    ['PORT', { PORT: '70000' }],
    ['PORT', { PORT: '80.5' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://u:p@db/dossier' }],
    ['DATABASE_URL', { DATABASE_URL: 'dossier.sqlite' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'verbose' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'not a url' }],
  ])('rejects a bad %s with a message naming it', (variable, env) => {
    expect(() => parseEnv(env)).toThrow(new RegExp(`^Invalid configuration:[\\s\\S]*\\b${variable}\\b`))
  })
})
