import { z } from 'zod'
import { DOC_LANGUAGES } from './languages.ts'
import { PERMALINK_PATTERN } from './permalink.ts'

/**
 * The dossier file: one product as suppliers publish it, imported with `dossier import`.
 * JSON Schema generated from this lives in dossier-file.schema.json (npm run schema).
 */
const languageCode = z.enum(DOC_LANGUAGES.map((l) => l.code) as [string, ...string[]], {
  error: (issue) => `language '${String(issue.input)}' is not in the document language table`,
})
const isoDate = z.iso.date({ error: 'expected a date as YYYY-MM-DD' })

/** Version numbers and regulation codes are varchar(40) columns: longer ones must fail here, not in PostgreSQL. */
const shortCode = z.string().min(1).max(40)

const party = z.object({
  name: z.string().min(1),
  address: z.string().default(''),
  city: z.string().default(''),
  country: z.string().default(''),
})

export const dossierFileSchema = z
  .object({
    $schema: z.string().optional(),
    permalink: z.string().regex(PERMALINK_PATTERN, 'a permalink is 16-64 URL-safe characters (A-Z a-z 0-9 _ -)'),
    name: z.string().min(1).max(300),
    code: z.string().default(''),
    description: z.string().default(''),
    edition: z.enum(['chemicals', 'coatings']).default('chemicals'),
    logo: z.string().nullable().default(null),
    regulation: z.string().max(40).default('clp'),
    supplier: party,
    producer: party.nullable().default(null),
    documents: z
      .object({ sds: z.boolean(), tds: z.boolean(), label: z.boolean(), ipi: z.boolean() })
      .default({ sds: true, tds: true, label: true, ipi: true }),
    tdsEnabled: z.boolean().default(false),
    languages: z
      .array(
        z.object({
          code: languageCode,
          sds: z.object({ valid: z.boolean(), created: z.boolean() }),
          tds: z.object({ valid: z.boolean(), created: z.boolean() }).default({ valid: false, created: false }),
        }),
      )
      .min(1),
    versions: z.array(z.object({ number: shortCode, revisionDate: isoDate, createdDate: isoDate })),
    tdsVersions: z.array(z.object({ number: shortCode })).default([]),
  })
  .superRefine((file, ctx) => {
    const seen = new Set<string>()
    file.languages.forEach((l, i) => {
      if (seen.has(l.code))
        ctx.addIssue({ code: 'custom', path: ['languages', i, 'code'], message: `language '${l.code}' is listed twice` })
      seen.add(l.code)
    })
    const numbers = new Set<string>()
    file.versions.forEach((v, i) => {
      if (numbers.has(v.number))
        ctx.addIssue({ code: 'custom', path: ['versions', i, 'number'], message: `version '${v.number}' is listed twice` })
      numbers.add(v.number)
    })
  })

export type DossierFile = z.infer<typeof dossierFileSchema>
export type DossierFileInput = z.input<typeof dossierFileSchema>

/** A JSON pointer (RFC 6901) for a zod issue path. */
export function jsonPointer(path: readonly PropertyKey[]): string {
  return path.map((p) => `/${String(p).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('') || '/'
}
