import { hash, verify, type Algorithm } from '@node-rs/argon2'

/** argon2id with the OWASP minimum parameters (19 MiB, 2 passes, 1 lane): ~20 ms per check here. */
const OPTIONS = {
  algorithm: 2 as Algorithm /* Argon2id; a const enum cannot be imported here */,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
}

/** ASVS 2.1.1: at least 12 characters; long passphrases welcome. */
export const PASSWORD_MIN_LENGTH = 12
export const PASSWORD_MAX_LENGTH = 1024

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS)
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}

let decoy: Promise<string> | undefined

/** Spends the time of a real check, so an unknown username answers as slowly as a wrong password. */
export async function verifyDecoy(password: string): Promise<void> {
  decoy ??= hashPassword('decoy password that matches nothing')
  await verifyPassword(await decoy, password)
}
