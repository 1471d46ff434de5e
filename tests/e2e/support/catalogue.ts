import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from './server.ts'

/** The demo catalogue (src/server/demo) as the tests use it. */
export const PRODUCTS = {
  /** Every tab enabled; SDS languages 1, 2, 3 (en, sl, de); TDS languages 1, 2. */
  full: { id: 'uIw9ByCUgkide7d8', name: 'Solvo Acetone Cleaner' },
  /** TDS disabled for the product: no TDS tile, th goes to pi. */
  noTds: { id: 'DnBHAl_J_ifZuYfM', name: 'Sodium Hydroxide Solution 25 %' },
  /** No valid SDS language: SDS and safety instructions unavailable; TDS languages 1, 3. */
  noSds: { id: '5_ImB6Y_9Waba_4l', name: 'Aquamat Interior Wall Paint, white' },
  /** Imported by the global setup beside the demo: a name longer than both title limits. */
  longName: {
    id: 'E2eLongNamedProd',
    name: 'Solvo Industrial Acetone Cleaner Concentrate for Degreasing Metal, Glass and Composite Parts',
  },
} as const

/** A well-formed permalink that no server knows. */
export const UNKNOWN_ID = 'AAAAAAAAAAAAAAAA'

/** The long-named product: the full demo product under another permalink and name. */
export function longNameDossier(): Record<string, unknown> {
  const base = JSON.parse(readFileSync(join(ROOT, 'src/server/demo/acetone-cleaner.json'), 'utf8')) as Record<string, unknown>
  delete base.$schema
  return { ...base, permalink: PRODUCTS.longName.id, name: PRODUCTS.longName.name, code: 'SAC-E2E' }
}
