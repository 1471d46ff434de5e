import { z } from 'zod'
import { dossierFileSchema } from '#shared/dossier-file'

export const DOSSIER_JSON_SCHEMA_PATH = 'src/shared/dossier-file.schema.json'

/** The JSON Schema of the dossier file, for editors and other tools; generated from the zod schema. */
export function dossierJsonSchema(): string {
  const schema = z.toJSONSchema(dossierFileSchema, { io: 'input', unrepresentable: 'any' })
  return `${JSON.stringify({ ...schema, title: 'Dossier file', $id: 'https://dossier.example/dossier-file.schema.json' }, null, 2)}\n`
}
