import { execFileSync } from 'node:child_process'
import { accessSync, constants } from 'node:fs'

/**
 * The browser of the e2e suite is Debian's Chromium (/usr/bin/chromium): Playwright's own browser
 * download cannot work on these machines. Without these flags Chromium stalls on network lookups.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/** The Chromium executable if it is installed, without installing anything (for the config file). */
export function findChromium(): string | undefined {
  return isExecutable(CHROMIUM_PATH) ? CHROMIUM_PATH : undefined
}

/**
 * The Chromium executable; installs Debian's package when running as root. Never skips: a machine
 * without a browser fails the suite with a message that says what to do.
 */
export function ensureChromium(): string {
  const found = findChromium()
  if (found) return found
  if (process.getuid?.() === 0) {
    console.log(`[e2e] ${CHROMIUM_PATH} not found: installing Debian's chromium package`)
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    execFileSync('apt-get', ['update'], { stdio: 'inherit', env })
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env })
    const installed = findChromium()
    if (installed) return installed
  }
  throw new Error(
    `The e2e suite needs Chromium at ${CHROMIUM_PATH} and it is not there. ` +
      `Install it with 'apt-get update && apt-get install -y chromium' (as root), ` +
      `or point CHROMIUM_PATH at a Chromium executable.`,
  )
}
