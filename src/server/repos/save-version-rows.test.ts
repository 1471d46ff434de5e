import { expect, it } from 'vitest'
import { describeEachDatabase } from '#test-support/server/databases.ts'
import { insertRows } from './save-version-rows.ts'

const user = (username: string, locale?: string) => ({
  username,
  display_name: `User ${username}`,
  email: `${username}@example.com`,
  password_hash: 'x',
  created_at: '2026-01-01T00:00:00.000Z',
  locked_until: null,
  ...(locale === undefined ? {} : { locale }),
})

describeEachDatabase('multi-row inserts written as SQL text', (db) => {
  it('stores every row with its values and answers the asked columns of each, in any number of statements', async () => {
    const rows = Array.from({ length: 1500 }, (_, i) => user(`bulk${i}`, i % 2 === 0 ? 'de' : 'sl'))
    const answered = await insertRows(db().kysely, 'users', rows, ['id', 'username'])
    expect(answered).toHaveLength(1500)
    expect(new Set(answered.map((r) => r.id)).size).toBe(1500)
    const stored = await db().kysely.selectFrom('users').select(['id', 'username', 'locale', 'failed_attempts']).execute()
    const byName = new Map(stored.map((r) => [r.username, r]))
    for (const [i, r] of answered.entries()) {
      expect(byName.get(r.username)?.id).toBe(r.id)
      expect(byName.get(`bulk${i}`)?.locale).toBe(i % 2 === 0 ? 'de' : 'sl')
    }
    expect(stored.every((r) => r.failed_attempts === 0)).toBe(true) // a column left out gets its default
  })

  it('leaves a column a row gives as undefined to the query builder, which writes its default', async () => {
    await insertRows(db().kysely, 'users', [user('given', 'fr')])
    await insertRows(db().kysely, 'users', [{ ...user('left'), locale: undefined }])
    const locales = await db().kysely.selectFrom('users').select(['username', 'locale']).orderBy('username').execute()
    expect(locales).toEqual([
      { username: 'given', locale: 'fr' },
      { username: 'left', locale: 'en' },
    ])
  })
})
