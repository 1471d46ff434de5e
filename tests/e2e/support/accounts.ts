import type { BrowserContext, Page } from '@playwright/test'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect } from './fixtures.ts'
import { LABEL_PRODUCTS } from './label-catalogue.ts'
import { ROOT, type E2eServer } from './server.ts'

/**
 * Sign-ins of the e2e suite. The demo accounts come from the server itself (README § Demo
 * catalogue); the rest are made here, one user per concern, so that the per-account sign-in limit
 * and the lock of the brute-force test never reach another test.
 */
export const USERS = {
  /** The demo user: workgroup 'Alpenchem QA', every demo product. */
  demo: { username: 'demo', password: 'demo-dossier', name: 'Dana Demo' },
  signIn: { username: 'e2e-signin', password: 'e2e sign-in password', name: 'Sina Signin' },
  lock: { username: 'e2e-lock', password: 'e2e lock password!', name: 'Lou Lock' },
  list: { username: 'e2e-list', password: 'e2e list password!', name: 'Lisa List' },
  share: { username: 'e2e-share', password: 'e2e share password', name: 'Shane Share' },
  send: { username: 'e2e-send', password: 'e2e send password!', name: 'Sam Send' },
  expiry: { username: 'e2e-expiry', password: 'e2e expiry password', name: 'Exa Expiry' },
  /** Member of both demo workgroups: the workgroup picker shows. */
  picker: { username: 'e2e-picker', password: 'e2e picker password', name: 'Pia Picker' },
} as const
export type E2eUser = (typeof USERS)[keyof typeof USERS]

export async function createE2eAccounts(server: E2eServer): Promise<void> {
  for (const [key, user] of Object.entries(USERS)) {
    if (key === 'demo') continue
    await server.cli([
      'user',
      'add',
      user.username,
      '--password',
      user.password,
      '--email',
      `${user.username}@e2e.example`,
      '--name',
      user.name,
    ])
    await server.cli(['workgroup', 'member', 'Alpenchem QA', user.username])
  }
  await server.cli(['workgroup', 'member', 'Farbenwerk', USERS.picker.username])
  // The Word and NiceLabel exports are for the products of one's workgroup: the label tests' own products join the demo user's.
  for (const product of Object.values(LABEL_PRODUCTS)) await server.cli(['product', 'assign', product.id, 'Alpenchem QA'])
}

/** Signs in through the sign-in page, as a person would. */
export async function signInWithForm(page: Page, user: E2eUser, from = '/p/signin') {
  await page.goto(from)
  await page.getByLabel('Username').fill(user.username)
  await page.getByLabel('Password').fill(user.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** Signs a browser context in through the token endpoint (the cookies land in the context). */
export async function signInByApi(context: BrowserContext, baseURL: string, user: E2eUser) {
  const res = await context.request.post(`${baseURL}/api/oauth2/token`, {
    form: { grant_type: 'password', client_id: 'dossier-portal', username: user.username, password: user.password },
  })
  expect(res.status()).toBe(200)
}

/** The product list of the e2e server, by file: name, code, CAS numbers and UFIs to search by. */
export function demoFacts(file: string): { name: string; code: string; cas: string[]; ufis: string[] } {
  const json = JSON.parse(readFileSync(join(ROOT, 'src/server/demo', file), 'utf8')) as {
    name: string
    code: string
    substances?: { cas?: string }[]
    synonyms?: { ufi?: string }[]
  }
  return {
    name: json.name,
    code: json.code,
    cas: (json.substances ?? []).flatMap((s) => (s.cas ? [s.cas] : [])),
    ufis: (json.synonyms ?? []).flatMap((s) => (s.ufi ? [s.ufi] : [])),
  }
}

/** The .eml files the server has written so far. */
export function outboxFiles(): { name: string; text: string }[] {
  const dir = process.env.E2E_OUTBOX_DIR
  if (!dir) throw new Error('E2E_OUTBOX_DIR is not set: run the suite with -c tests/playwright.config.ts')
  try {
    return readdirSync(dir)
      .filter((n) => n.endsWith('.eml'))
      .map((name) => ({ name, text: readFileSync(join(dir, name), 'utf8') }))
  } catch {
    return []
  }
}
