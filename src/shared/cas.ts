/**
 * CAS Registry Numbers: 2-7 digits, 2 digits, 1 check digit. The check digit is the sum of each
 * digit times its position counted from the right, modulo 10 (acetone 67-64-1: 4·1+6·2+7·3+6·4 = 61 -> 1).
 */
export const CAS_PATTERN = /^(\d{2,7})-(\d{2})-(\d)$/
/** An EC (EINECS/ELINCS/NLP) or REACH list number: 200-662-2. */
export const EC_PATTERN = /^\d{3}-\d{3}-\d$/

export function isValidCas(cas: string): boolean {
  const match = CAS_PATTERN.exec(cas)
  if (!match) return false
  const digits = `${match[1]}${match[2]}`
  let sum = 0
  for (let i = 0; i < digits.length; i++) sum += Number(digits[digits.length - 1 - i]) * (i + 1)
  return sum % 10 === Number(match[3])
}

/** Unique Formula Identifier: 16 characters in four groups of four (CLP Annex VIII). */
export const UFI_PATTERN = /^[0-9A-HJ-NP-Y]{4}-[0-9A-HJ-NP-Y]{4}-[0-9A-HJ-NP-Y]{4}-[0-9A-HJ-NP-Y]{4}$/

/**
 * The 31 characters a UFI is written with (ECHA's UFI developer manual): digits and capital letters
 * without B, I, L, O and Z, which are easily confused with digits or each other.
 */
export const UFI_ALPHABET = '0123456789ACDEFGHJKMNPQRSTUVWXY'

/** Sum of each character's value times its position (1 … 16): a real UFI's check character makes it a multiple of 31. */
function ufiWeightedSum(characters: string): number {
  let sum = 0
  for (let i = 0; i < characters.length; i++) sum += (i + 1) * UFI_ALPHABET.indexOf(characters[i]!)
  return sum
}

/** Whether a UFI's first character is the check character of the other fifteen. */
export function hasValidUfiCheck(ufi: string): boolean {
  const characters = ufi.replace(/-/g, '')
  if (characters.length !== 16 || [...characters].some((c) => !UFI_ALPHABET.includes(c))) return false
  return ufiWeightedSum(characters) % 31 === 0
}

/** A UFI made of fifteen payload characters (UFI_ALPHABET) and the check character put in front of them. */
export function ufiWithCheck(payload: string): string {
  if (payload.length !== 15 || [...payload].some((c) => !UFI_ALPHABET.includes(c))) throw new Error(`not a UFI payload: ${payload}`)
  // The check character sits at position 1 (weight 1), so its value is what makes the whole sum a multiple of 31.
  const rest = ufiWeightedSum(`0${payload}`) % 31
  const characters = `${UFI_ALPHABET[(31 - rest) % 31]}${payload}`
  return characters.match(/.{4}/g)!.join('-')
}
