import { describe, expect, it } from 'vitest'
import { editionForHost } from '#shared/brands'
import { editionRules, parseEnv } from './env.ts'

describe('editions (EDITION, EDITION_HOSTS_*)', () => {
  it('keeps the built-in rule without configuration: host names starting with "coat" are coatings', () => {
    const rules = editionRules(parseEnv({}))
    expect(editionForHost('coatings.localhost', rules)).toBe('coatings')
    expect(editionForHost('Coat.example.com', rules)).toBe('coatings')
    expect(editionForHost('localhost', rules)).toBe('chemicals')
    expect(editionForHost('dossier.coatings.example.com', rules)).toBe('chemicals')
  })

  it('reads host lists with * for any run of characters; an edition left unset keeps its built-in hosts', () => {
    const rules = editionRules(
      parseEnv({ EDITION_HOSTS_COATINGS: ' coatings.example.com , coat*.localhost ', EDITION_HOSTS_CHEMICALS: 'chem.example.com' }),
    )
    expect(rules.hosts).toEqual({ chemicals: ['chem.example.com'], coatings: ['coatings.example.com', 'coat*.localhost'] })
    expect(editionForHost('COATINGS.example.com', rules)).toBe('coatings')
    expect(editionForHost('coatings.localhost', rules)).toBe('coatings')
    expect(editionForHost('coat.example.com', rules)).toBe('chemicals')
    expect(editionForHost('coatingsxexample.com', rules)).toBe('chemicals')
    expect(editionForHost('chem.example.com', editionRules(parseEnv({ EDITION_HOSTS_CHEMICALS: 'chem.example.com' })))).toBe('chemicals')
    expect(editionForHost('coatings.localhost', editionRules(parseEnv({ EDITION_HOSTS_CHEMICALS: 'chem.example.com' })))).toBe('coatings')
  })

  it('an empty host list selects that edition for no host', () => {
    expect(editionForHost('coatings.localhost', editionRules(parseEnv({ EDITION_HOSTS_COATINGS: '' })))).toBe('chemicals')
  })

  it('a forced edition wins over every host name', () => {
    const rules = editionRules(parseEnv({ EDITION: 'coatings', EDITION_HOSTS_CHEMICALS: 'localhost' }))
    expect(editionForHost('localhost', rules)).toBe('coatings')
    expect(editionForHost('chemicals.example.com', editionRules(parseEnv({ EDITION: 'chemicals' })))).toBe('chemicals')
    expect(editionForHost('coatings.localhost', editionRules(parseEnv({ EDITION: 'chemicals' })))).toBe('chemicals')
  })

  it('names the bad value in the message', () => {
    expect(() => parseEnv({ EDITION_HOSTS_COATINGS: 'coatings.example.com,http://paint.example.com' })).toThrow(
      /EDITION_HOSTS_COATINGS: "http:\/\/paint.example.com" is not a host name pattern/,
    )
    expect(() => parseEnv({ EDITION: 'paints' })).toThrow(/EDITION: EDITION is one of chemicals, coatings/)
  })
})

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
    ['EDITION', { EDITION: 'paints' }],
    ['EDITION_HOSTS_COATINGS', { EDITION_HOSTS_COATINGS: 'coatings.example.com,http://paint.example.com' }],
    ['EDITION_HOSTS_CHEMICALS', { EDITION_HOSTS_CHEMICALS: 'dossier example.com' }],
    ['EDITION_HOSTS_COATINGS', { EDITION_HOSTS_CHEMICALS: 'x.example.com', EDITION_HOSTS_COATINGS: 'X.example.com' }],
  ])('rejects a bad %s with a message naming it', (variable, env) => {
    expect(() => parseEnv(env)).toThrow(new RegExp(`^Invalid configuration:[\\s\\S]*\\b${variable}\\b`))
  })
})

describe('mail queue interval (MAIL_QUEUE_INTERVAL_MS)', () => {
  it('is a minute unless set, and refuses values under a second or over an hour', () => {
    expect(parseEnv({}).MAIL_QUEUE_INTERVAL_MS).toBe(60_000)
    expect(parseEnv({ MAIL_QUEUE_INTERVAL_MS: '1500' }).MAIL_QUEUE_INTERVAL_MS).toBe(1500)
    expect(() => parseEnv({ MAIL_QUEUE_INTERVAL_MS: '10' })).toThrow(/MAIL_QUEUE_INTERVAL_MS/)
    expect(() => parseEnv({ MAIL_QUEUE_INTERVAL_MS: '7200000' })).toThrow(/MAIL_QUEUE_INTERVAL_MS/)
  })
})

describe('render threads (RENDER_NICENESS)', () => {
  it('renders at nice 10 unless told otherwise; 0 to 19 are accepted, anything else stops the start', () => {
    expect(parseEnv({}).RENDER_NICENESS).toBe(10)
    expect(parseEnv({ RENDER_NICENESS: '0' }).RENDER_NICENESS).toBe(0)
    expect(parseEnv({ RENDER_NICENESS: '19' }).RENDER_NICENESS).toBe(19)
    expect(() => parseEnv({ RENDER_NICENESS: '20' })).toThrow(/RENDER_NICENESS/)
    expect(() => parseEnv({ RENDER_NICENESS: '-5' })).toThrow(/RENDER_NICENESS/)
  })
})
