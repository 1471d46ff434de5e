import { UFI_ALPHABET, ufiWithCheck } from '#shared/cas'
import type { SeededRandom } from './seeded-random.ts'

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

/** 16 base64url characters (96 bits), the shape of the portal's own permalinks. */
export function permalink(random: SeededRandom): string {
  return random.characters(BASE64URL, 16)
}

/** A UFI with a correct check character; the payload is random, so it decodes to no real company. */
export function ufi(random: SeededRandom): string {
  return ufiWithCheck(random.characters(UFI_ALPHABET, 15))
}

/** An EAN-13 barcode number with its check digit (weights 1 and 3 alternating from the left). */
export function ean13(random: SeededRandom, prefix = '383'): string {
  const body = `${prefix}${random.characters('0123456789', 12 - prefix.length)}`
  let sum = 0
  for (let i = 0; i < 12; i++) sum += Number(body[i]) * (i % 2 === 0 ? 1 : 3)
  return `${body}${(10 - (sum % 10)) % 10}`
}

const FIRST = ['Al', 'Bel', 'Cor', 'Dur', 'Ever', 'Flu', 'Gra', 'Hel', 'Ind', 'Kal', 'Lum', 'Mar', 'Nor', 'Pol', 'Quan', 'Rex']
const MIDDLE = ['', 'a', 'i', 'o', 'e', 'ar', 'en', 'on']
const LAST = ['chem', 'dex', 'fix', 'gard', 'lit', 'lux', 'max', 'nol', 'pro', 'sol', 'tec', 'tex', 'van', 'vit', 'xan', 'zol']

/** A made-up brand name such as "Kalotex" or "Norsol" (16 × 8 × 16 = 2,048 of them). */
export function brandName(random: SeededRandom): string {
  return `${random.pick(FIRST)}${random.pick(MIDDLE)}${random.pick(LAST)}`
}

/** The letters a product code starts with, taken from the brand: "Kalotex" → "KAL". */
export function codeRoot(brand: string, random: SeededRandom): string {
  return `${brand.slice(0, 3).toUpperCase()}${random.characters('ABCDEFGHJKMNPRSTUVWXZ', 1)}`
}
