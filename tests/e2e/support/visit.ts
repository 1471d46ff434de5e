import type { Page } from '@playwright/test'
import type { Profile } from './browser.ts'
import { watchConsole } from './fixtures.ts'

export interface VisitOptions {
  /** Console errors this visit expects (the failed requests of a browser without its server). */
  allow?: RegExp
  /** Further Chromium switches for this launch (a fake camera). */
  args?: readonly string[]
}

/**
 * One visit as a phone makes it: a new browser process on the profile, its first page, and the
 * console guard; the browser closes whatever the visit did, then any unexpected error fails it.
 */
export async function visit(profile: Profile, run: (page: Page) => Promise<void>, { allow, args }: VisitOptions = {}): Promise<void> {
  const context = await profile.launch(args)
  const guard = watchConsole(context)
  if (allow) guard.allow(allow)
  try {
    await run(context.pages()[0] ?? (await context.newPage()))
  } finally {
    await context.close()
  }
  guard.assertClean()
}
