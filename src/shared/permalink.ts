/**
 * Permalink ids are printed in QR codes on containers, so they must be unguessable
 * (>= 80 random bits) and URL-safe. 16 base64url characters carry 96 bits.
 */
export const PERMALINK_PATTERN = /^[A-Za-z0-9_-]{16,64}$/

export function isPermalinkId(value: string): boolean {
  return PERMALINK_PATTERN.test(value)
}

type RandomFill = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>

export function newPermalinkId(random: RandomFill = (b) => crypto.getRandomValues(b)): string {
  const bytes = random(new Uint8Array(12))
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}
