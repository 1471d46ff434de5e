import { t } from '@lingui/core/macro'
import { dismissToast, notify } from '#components/toast-store.ts'
import { isInstalled, promptInstall } from '#lib/install-offer.ts'
import { installPromptAtom } from '#lib/install-prompt.ts'
import { savedStore } from '#lib/saved-store.ts'
import { reportSaving } from '#lib/saving-progress.ts'
import { uiStore } from '#lib/store.ts'
import type { ProductDetail } from '#shared/api/product-detail'
import type { SavedDossier } from '#shared/saved-dossiers'
import { languageNames } from './components/language-names.ts'
import { STORAGE } from '#shared/storage-keys'
import { fetchDocument } from './fetch-document.ts'
import { runQueue } from './queue.ts'
import { saveLanguages } from './save-languages.ts'
import { syncDossier, type SyncDeps, type SyncOptions, type SyncOutcome } from './sync.ts'

/** The parser loads with the first saved answer, not in the first download. */
async function parseDetail(body: ArrayBuffer): Promise<ProductDetail> {
  const { productDetailSchema } = await import('#shared/api/product-detail')
  return productDetailSchema.parse(JSON.parse(new TextDecoder().decode(body)))
}

export function syncDeps(): SyncDeps {
  return { store: savedStore(), fetchDocument, parseDetail }
}

const updateListeners = new Set<(id: string) => void>()
/**
 * Dossiers updated before anyone listened: a dossier page saves (and so may update) its dossier as
 * soon as it opens, before the start-up code that keeps open pages in step has registered.
 */
const unheard = new Set<string>()

/** Told when a saved dossier got a newer copy, so open pages can show it (also of updates just before). */
export function onDossierUpdated(listener: (id: string) => void): () => void {
  updateListeners.add(listener)
  for (const id of unheard) listener(id)
  unheard.clear()
  return () => updateListeners.delete(listener)
}

function updated(id: string): void {
  if (updateListeners.size === 0) unheard.add(id)
  for (const listener of updateListeners) listener(id)
}

/** Saves or brings up to date, and says what the reader needs to know about the outcome. */
export async function sync(options: SyncOptions, deps: SyncDeps = syncDeps()): Promise<SyncOutcome> {
  const outcome = await syncDossier(deps, options)
  tell(outcome)
  if (outcome.kind === 'updated' || outcome.kind === 'refreshed') updated(options.id)
  if (outcome.kind === 'saved' && outcome.first) afterFirstSave(outcome.dossier)
  return outcome
}

function tell(outcome: SyncOutcome): void {
  if (outcome.kind === 'updated') {
    const { name, version } = outcome.dossier
    const text = version ? t`${name} was updated to version ${version.text}.` : t`${name} was updated.`
    notify({ type: 'info', text, delay: 8000 })
  } else if (outcome.kind === 'quota') {
    const name = outcome.name
    const text = outcome.dossier
      ? t`There is not enough storage on this device to update ${name}. The copy saved before is kept.`
      : t`There is not enough storage on this device to save ${name} for offline use. Dossiers saved before are kept.`
    notify({ type: 'error', text, delay: 10_000 })
  }
}

/** Whether this device asked for lasting storage before, i.e. saved a dossier before. */
function hasSavedBefore(): boolean {
  try {
    return localStorage.getItem(STORAGE.persistAsked) !== null
  } catch {
    return false
  }
}

/** The first save is the moment to ask for lasting storage (the browser may otherwise evict saved sheets under storage pressure) and to offer the install. */
function afterFirstSave(dossier: SavedDossier): void {
  // Once per device: the first save says what was saved, and why the browser may ask to keep it.
  if (!hasSavedBefore()) {
    const languages = languageNames(dossier.languages)
    notify({
      type: 'success',
      text: t`Saved for offline use: ${languages}. It opens on this device without a connection; the browser is asked to keep it.`,
      delay: 8000,
    })
  }
  try {
    if (!localStorage.getItem(STORAGE.persistAsked)) {
      localStorage.setItem(STORAGE.persistAsked, String(Date.now()))
      void navigator.storage?.persist?.().catch(() => false)
    }
  } catch {
    // No localStorage (private mode): ask anyway, the browser decides.
    void navigator.storage?.persist?.().catch(() => false)
  }
  offerInstall()
  warmDecoder()
}

/** Without BarcodeDetector the scanner needs jsQR: load it now, so it is on the device offline. */
function warmDecoder(): void {
  if (!('BarcodeDetector' in globalThis)) void import('jsqr').catch(() => undefined)
}

function offerInstall(): void {
  if (!uiStore.get(installPromptAtom) || isInstalled()) return
  try {
    if (localStorage.getItem(STORAGE.installDismissed)) return
  } catch {
    return
  }
  const id = notify({
    type: 'cta',
    text: t`Saved for offline use. Install the app to open saved dossiers from your home screen.`,
    delay: 15_000,
    action: {
      label: t`Install`,
      onAction: () => {
        dismissToast(id)
        void promptInstall().then((accepted) => {
          if (!accepted) localStorage.setItem(STORAGE.installDismissed, String(Date.now()))
        })
      },
    },
  })
}

const openedThisSession = new Set<string>()

/**
 * Opening a dossier online saves every part of it (detail, SDS, safety instructions, TDS, label) in
 * the language viewed and in the languages chosen on the saved sheets page where the product has
 * them (English unless chosen otherwise; save-languages.ts), once per page load and language: one
 * conditional request when it is saved and current, the documents when it is not.
 */
export function saveOnOpen(id: string, il: string, lang: number): void {
  const key = `${id}/${lang}`
  if (openedThisSession.has(key)) return
  openedThisSession.add(key)
  const onProgress = (done: number, total: number) => reportSaving(id, { done, total })
  const start = () =>
    void sync({ id, il, languages: [lang], languagesIfOffered: saveLanguages(), onProgress })
      .then(
        // Unreachable now: try again when the page is opened again or the connection returns.
        (outcome) => outcome.kind === 'failed' && openedThisSession.delete(key),
        () => openedThisSession.delete(key),
      )
      .finally(() => reportSaving(id, undefined))
  if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 1500 })
  else setTimeout(start, 300)
}

const REVALIDATE_EVERY_MS = 60_000
let lastRun = 0
let runningAll: Promise<void> | undefined

/**
 * Revalidates every saved dossier, at most 3 at a time (so a device with many saved dossiers does not flood a weak connection). Skipped while the
 * browser knows it is offline, and when a run finished less than a minute ago (unless forced).
 */
export function revalidateAll(force = false): Promise<void> {
  if (runningAll) return runningAll
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return Promise.resolve()
  if (!force && Date.now() - lastRun < REVALIDATE_EVERY_MS) return Promise.resolve()
  runningAll = (async () => {
    try {
      const saved = await savedStore().list()
      // A language added on the saved sheets page is saved for the dossiers saved before, too.
      const languagesIfOffered = saveLanguages()
      const outcomes = await runQueue(saved, (dossier) => sync({ id: dossier.id, languagesIfOffered }), 3)
      // Online, with dossiers saved: the decoder of this build should be on the device too.
      if (outcomes.some((o) => o.status === 'fulfilled' && o.value.kind !== 'failed')) warmDecoder()
    } finally {
      lastRun = Date.now()
      runningAll = undefined
    }
  })()
  return runningAll
}
