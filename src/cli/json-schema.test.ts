import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { dossierJsonSchema, DOSSIER_JSON_SCHEMA_PATH } from './json-schema.ts'

describe(DOSSIER_JSON_SCHEMA_PATH, () => {
  it('is what `npm run dossier -- schema` generates from the zod schema (regenerate it when this fails)', () => {
    expect(readFileSync(DOSSIER_JSON_SCHEMA_PATH, 'utf8')).toBe(dossierJsonSchema())
  })
})
