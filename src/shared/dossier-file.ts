import { z } from 'zod'
import { CAS_PATTERN, EC_PATTERN, isValidCas, UFI_PATTERN } from './cas.ts'
import { languageCode, localizedText } from './localized-text.ts'
import { PERMALINK_PATTERN } from './permalink.ts'
import { sdsDataShape } from './sds-data.ts'
import { substanceDetailsShape } from './sds-substance.ts'

export { localizedText, type LocalizedText } from './localized-text.ts'

/**
 * The dossier file: one version of one product as a supplier publishes it, imported with
 * `dossier import`. Importing a newer version adds it and keeps the older ones; product-wide data
 * (name, supplier, languages, codes, attachments) follows the newest version.
 * JSON Schema generated from this lives in dossier-file.schema.json (`npm run dossier -- schema`).
 * Checks that need the phrase library or the whole file (phrase codes, translations in every
 * language of the product) are in src/server/import/dossier-checks.ts.
 */
const isoDate = z.iso.date({ error: 'expected a date as YYYY-MM-DD' })
/** Column limit shared by short codes (varchar(40) in the database). */
const shortText = z.string().min(1).max(40)
const statementCode = z
  .string()
  .regex(/^(H|EUH|P)\d{3}[A-Za-z]{0,2}(\+(H|EUH|P)\d{3}[A-Za-z]{0,2})*$/, 'expected an H, EUH or P statement code such as H225')
const hazardCode = z
  .string()
  .regex(/^(H|EUH)\d{3}[A-Za-z]{0,2}(\+H\d{3}[A-Za-z]{0,2})*$/, 'expected an H or EUH statement code such as H225')
const pictogramCode = z.enum(['GHS01', 'GHS02', 'GHS03', 'GHS04', 'GHS05', 'GHS06', 'GHS07', 'GHS08', 'GHS09'])

const party = z.object({
  name: z.string().min(1),
  address: z.string().default(''),
  city: z.string().default(''),
  country: z.string().default(''),
})

/**
 * The supplier adds how to reach it: a sheet's 1.3 names the supplier's telephone and the e-mail of
 * the person responsible for the sheet, and a label names the supplier's telephone (CLP Art. 17(1)(a)).
 * Neither is the emergency number: that belongs to the poison centre or an emergency service (1.4).
 */
const supplierParty = party.extend({
  phone: z
    .string()
    .max(100)
    .regex(/^\+?[0-9 ()./-]*$/, 'expected a telephone number such as +386 1 234 56 78')
    .default(''),
  email: z.union([z.literal(''), z.email({ error: 'expected an e-mail address' }).max(254)]).default(''),
})

const classificationEntry = z.object({
  hazardClass: z.string().min(1).max(40),
  category: z.string().min(1).max(40),
  statement: hazardCode,
})

const substance = z
  .object({
    name: localizedText,
    cas: z
      .string()
      .regex(CAS_PATTERN, 'expected a CAS number such as 67-64-1')
      .refine(isValidCas, 'CAS number has a wrong check digit')
      .optional(),
    ec: z.string().regex(EC_PATTERN, 'expected an EC number such as 200-662-2').optional(),
    index: z
      .string()
      .regex(/^\d{3}-\d{3}-\d{2}-[0-9X]$/, 'expected an index number such as 606-001-00-8')
      .optional(),
    reach: z.string().max(40).optional(),
    contentMin: z.number().min(0).max(100),
    contentMax: z.number().min(0).max(100),
    classification: z.array(classificationEntry).default([]),
    ...substanceDetailsShape,
  })
  .refine((s) => s.contentMin <= s.contentMax, { message: 'contentMin must not exceed contentMax', path: ['contentMax'] })

const compositionRow = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('material'),
    productName: z.string().min(1),
    supplier: z.string().default(''),
    purpose: localizedText.optional(),
    /** Mass % of the mixture. */
    content: z.number().min(0).max(100),
    /** Litres per 100 kg, when known. */
    volume: z.number().min(0).optional(),
    /** EUR per kg. */
    price: z.number().min(0).optional(),
  }),
  z.object({ kind: z.literal('instruction'), instruction: localizedText }),
])

export const dossierFileSchema = z.object({
  $schema: z.string().optional(),
  permalink: z.string().regex(PERMALINK_PATTERN, 'a permalink is 16-64 URL-safe characters (A-Z a-z 0-9 _ -)'),
  name: z.string().min(1).max(300),
  code: z.string().max(40).default(''),
  edition: z.enum(['chemicals', 'coatings']).default('chemicals'),
  /** An image on this portal (a path starting with /) or on an https address; nothing a browser would run. */
  logo: z
    .string()
    .max(500)
    .regex(/^(\/(?!\/)|https:\/\/)[^\s"'<>\\]+$/, 'expected a path on this portal (/…) or an https:// address of an image')
    .nullable()
    .default(null),
  regulation: z.string().max(40).default('clp'),
  supplier: supplierParty,
  producer: party.nullable().default(null),
  emergencyPhone: z.string().max(100).default(''),
  /**
   * Emergency numbers (Annex II 1.4) per market: a sheet in a language shows the numbers listed for
   * it (or for every language), each with who answers and when: the poison centre of the country
   * where the sheet's reader is, not the supplier's home number.
   */
  emergencyPhones: z
    .array(
      z.object({
        number: z
          .string()
          .min(1)
          .max(100)
          .regex(/^\+?[0-9 ()./-]+$/, 'expected a telephone number such as +49 30 19240'),
        /** Document languages whose sheets show this number; all when absent. */
        languages: z.array(languageCode).min(1).optional(),
        /** Who answers, e.g. the poison centre's name. */
        service: localizedText.optional(),
        /** Opening hours or limits ("24 h", "Mon-Fri 8-16, in German only"). */
        hours: localizedText,
      }),
    )
    .default([]),
  /**
   * The package as a label describes it: its nominal quantity ('1 l', '500 g'), printed by default
   * (CLP Article 17(1)(b): required on packages for the general public); a label call may name
   * other contents.
   */
  packaging: z
    .object({
      nominalQuantity: z
        .string()
        .max(60)
        .regex(/^[^\u0000-\u001f\u007f]*$/, 'control characters are not allowed')
        .default(''),
    })
    .default({ nominalQuantity: '' }),
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
  version: z.object({
    number: shortText,
    revisionDate: isoDate,
    createdDate: isoDate,
    /** The version this one replaces (Annex II: a revised sheet says which version it supersedes). */
    replaces: shortText.optional(),
    /**
     * What changed from the version it replaces (Annex II section 16: a revised sheet shows where it
     * was changed), each change with the sections or subsections it touched.
     */
    changes: z
      .array(
        z.object({
          sections: z.array(z.string().regex(/^\d{1,2}(\.\d{1,2})?$/, 'expected a section or subsection number such as 2.1')).min(1),
          text: localizedText,
        }),
      )
      .min(1)
      .optional(),
  }),
  tdsVersions: z.array(z.object({ number: shortText })).default([]),
  synonyms: z
    .array(
      z.object({
        name: z.string().min(1),
        ufi: z.string().regex(UFI_PATTERN, 'expected a UFI such as N1QV-R02N-J00V-RX2Y').optional(),
        articles: z.array(z.object({ code: z.string().min(1).max(40) })).default([]),
      }),
    )
    .default([]),
  description: localizedText,
  classification: z.array(classificationEntry).default([]),
  hazards: z
    .object({
      signalWord: z.enum(['danger', 'warning']).nullable().default(null),
      pictograms: z.array(pictogramCode).default([]),
      statements: z
        .array(
          z.object({
            code: statementCode,
            onLabel: z.boolean().default(true),
            /**
             * The statement as printed, in every language of the product, where the phrase has variable
             * parts (CLP Annex III/IV): blanks filled, alternatives chosen, optional parts kept or dropped.
             */
            text: localizedText.optional(),
          }),
        )
        .default([]),
    })
    .default({ signalWord: null, pictograms: [], statements: [] }),
  substances: z.array(substance).default([]),
  composition: z.array(compositionRow).default([]),
  parameters: z
    .array(z.object({ category: localizedText, items: z.array(z.object({ name: localizedText, value: localizedText })).min(1) }))
    .default([]),
  recommendations: z
    .object({ use: localizedText.optional(), levels: localizedText.optional(), specialFeatures: localizedText.optional() })
    .default({}),
  attachments: z
    .array(
      z.object({
        /** Path of the file, relative to the dossier file. */
        file: z.string().min(1),
        category: z.enum(['sds', 'tds', 'certificate', 'brochure', 'instructions', 'other']),
        lang: languageCode,
        status: z.enum(['valid', 'archived']).default('valid'),
        /** Only members of this workgroup may open it; everyone when absent. */
        restrictedTo: z.string().min(1).max(100).optional(),
      }),
    )
    .default([]),
  /**
   * The safety data sheet: texts by subsection number ("1.2", "4.1", …) in every language of the
   * product, and the parts a sheet shows as tables (exposure limits, 9.1/9.2 properties, transport).
   */
  sds: z
    .object({
      sections: z.record(z.string().regex(/^\d{1,2}(\.\d{1,2})?$/, 'expected a subsection number such as 4.1'), localizedText),
      ...sdsDataShape,
    })
    .prefault({ sections: {} }),
})

export type DossierFile = z.infer<typeof dossierFileSchema>
export type DossierFileInput = z.input<typeof dossierFileSchema>

/** A JSON pointer (RFC 6901) for a zod issue path. */
export function jsonPointer(path: readonly PropertyKey[]): string {
  return path.map((p) => `/${String(p).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('') || '/'
}
