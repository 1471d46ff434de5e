import { chromium, type BrowserContext, type Page } from '@playwright/test'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CHROMIUM_ARGS, ensureChromium } from '#test-setup/chromium.ts'

/** A browser profile on disk: what a phone keeps between two visits (service worker, IndexedDB). */
export interface Profile {
  dir: string
  /** `args`: further Chromium switches for this launch (a fake camera). */
  launch(args?: readonly string[]): Promise<BrowserContext>
  remove(): Promise<void>
}

export async function createProfile(): Promise<Profile> {
  const dir = await mkdtemp(join(tmpdir(), 'dossier-e2e-profile-'))
  return {
    dir,
    // Each launch is a new browser process on the same profile.
    launch: (args = []) =>
      chromium.launchPersistentContext(dir, {
        executablePath: ensureChromium(),
        args: [...CHROMIUM_ARGS, ...args],
        headless: true,
        viewport: { width: 390, height: 844 },
        locale: 'en-GB',
        serviceWorkers: 'allow',
      }),
    remove: () => rm(dir, { recursive: true, force: true }),
  }
}

/** Waits until the service worker is active and controls the page (clientsClaim on activation). */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 })
}

/**
 * Whether the persisted query cache (idb-keyval database 'dossier-query-cache', store 'queries',
 * key 'react-query') holds the given text. Never creates the database: the app must have made it.
 */
export function persistedCacheContains(page: Page, text: string): Promise<boolean> {
  return page.evaluate(async (needle) => {
    const names = (await indexedDB.databases()).map((d) => d.name)
    if (!names.includes('dossier-query-cache')) return false
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('dossier-query-cache')
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
    try {
      if (!db.objectStoreNames.contains('queries')) return false
      const value = await new Promise<unknown>((resolve, reject) => {
        const request = db.transaction('queries', 'readonly').objectStore('queries').get('react-query')
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error)
      })
      return value !== undefined && JSON.stringify(value).includes(needle)
    } finally {
      db.close()
    }
  }, text)
}

/** What the device holds of a saved dossier (idb-keyval database 'dossier-saved', store 'dossiers'), or null. Never creates the database. */
export function savedDossier(
  page: Page,
  id: string,
): Promise<{ name: string; version: string | null; languages: number[]; kinds: string[] } | null> {
  return page.evaluate(async (key) => {
    if (!(await indexedDB.databases()).some((d) => d.name === 'dossier-saved')) return null
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('dossier-saved')
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
    try {
      if (!db.objectStoreNames.contains('dossiers')) return null
      const record = await new Promise<unknown>((resolve, reject) => {
        const request = db.transaction('dossiers', 'readonly').objectStore('dossiers').get(key)
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(request.error)
      })
      if (!record) return null
      const r = record as { name: string; version: { text: string } | null; languages: number[]; documents: { kind: string }[] }
      return { name: r.name, version: r.version?.text ?? null, languages: r.languages, kinds: r.documents.map((d) => d.kind) }
    } finally {
      db.close()
    }
  }, id)
}
