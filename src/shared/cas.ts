/**
 * CAS Registry Numbers: 2-7 digits, 2 digits, 1 check digit. The check digit is the sum of each
 * digit times its position counted from the right, modulo 10 (acetone 67-64-1: 4·1+6·2+7·3+6·4 = 61 -> 1).
 */
export const CAS_PATTERN = /^(\d{2,7})-(\d{2})-(\d)$/

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
