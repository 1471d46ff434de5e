import { clear, delMany, get, set, values } from 'idb-keyval'
import type { SavedDossier } from '#shared/saved-dossiers'
import { STORAGE } from '#shared/storage-keys'
import { savedStores } from '#shared/saved-stores'

/** The few operations the saved store needs from a key-value store (idb-keyval; a fake in tests). */
export interface KeyValue {
  get<T>(key: string): Promise<T | undefined>
  set(key: string, value: unknown): Promise<void>
  delMany(keys: string[]): Promise<void>
  values<T>(): Promise<T[]>
  clear(): Promise<void>
}

/** What one change writes: the next record, and the bodies of the documents it adds or replaces. */
export interface SavedChange {
  next: SavedDossier
  bodies: ReadonlyMap<string, ArrayBuffer>
}

/** The device refused to store more (QuotaExceededError): nothing saved before was touched. */
export class SavedQuotaError extends Error {
  readonly permalink: string

  constructor(permalink: string) {
    super('Not enough storage to save this dossier')
    this.permalink = permalink
  }
}

export function isQuotaError(error: unknown): boolean {
  if (!(error instanceof Error) && !(typeof DOMException !== 'undefined' && error instanceof DOMException)) return false
  const { name, message } = error as Error
  return name === 'QuotaExceededError' || (name === 'UnknownError' && /quota/i.test(message))
}

let keyCounter = 0
/** A key no earlier body has: a new copy never overwrites the one the record still points to. */
export function newBodyKey(permalink: string): string {
  keyCounter += 1
  return `${permalink}:${Date.now().toString(36)}:${keyCounter.toString(36)}:${Math.random().toString(36).slice(2, 8)}`
}

/**
 * The saved dossiers, written so that a failure never loses a stored copy: the new bodies are
 * written first under new keys, then the record switches to them in one write, and only then are
 * the bodies it no longer names deleted. A quota error removes what this change wrote and leaves
 * the old record and its bodies as they were.
 */
export function createSavedStore(dossiers: KeyValue, documents: KeyValue, changed: (id: string | null) => void = () => {}) {
  const queues = new Map<string, Promise<unknown>>()

  /** One change per dossier at a time in this tab (saving and revalidating may meet). */
  const exclusive = <T>(id: string, work: () => Promise<T>): Promise<T> => {
    const before = queues.get(id) ?? Promise.resolve()
    // Across tabs too, where the browser has Web Locks.
    const locked = () =>
      typeof navigator !== 'undefined' && navigator.locks ? navigator.locks.request(`${STORAGE.savedChannel}:${id}`, work) : work()
    const run = before.then(locked, locked)
    const tail = run.catch(() => undefined)
    queues.set(id, tail)
    void tail.then(() => {
      if (queues.get(id) === tail) queues.delete(id)
    })
    return run
  }

  const read = (id: string) => dossiers.get<SavedDossier>(id)

  /** Applies a change computed from the current record; undefined from `change` means nothing to do. */
  const update = (id: string, change: (previous: SavedDossier | undefined) => SavedChange | undefined) =>
    exclusive(id, async (): Promise<SavedDossier | undefined> => {
      const previous = await read(id)
      const planned = change(previous)
      if (!planned) return previous
      const written: string[] = []
      try {
        for (const [key, body] of planned.bodies) {
          await documents.set(key, body)
          written.push(key)
        }
        await dossiers.set(id, planned.next)
      } catch (error) {
        await documents.delMany(written).catch(() => undefined)
        throw isQuotaError(error) ? new SavedQuotaError(id) : error
      }
      const kept = new Set(planned.next.documents.map((doc) => doc.key))
      const orphans = (previous?.documents ?? []).map((doc) => doc.key).filter((key) => !kept.has(key))
      await documents.delMany(orphans).catch(() => undefined)
      changed(id)
      return planned.next
    })

  /** Changes the record only (dates, freshness): no body is written or removed. */
  const touch = (id: string, edit: (previous: SavedDossier) => SavedDossier) =>
    exclusive(id, async () => {
      const previous = await read(id)
      if (!previous) return undefined
      const next = edit(previous)
      await dossiers.set(id, next)
      changed(id)
      return next
    })

  const remove = (id: string) =>
    exclusive(id, async () => {
      const previous = await read(id)
      if (!previous) return
      await dossiers.delMany([id])
      await documents.delMany(previous.documents.map((doc) => doc.key)).catch(() => undefined)
      changed(id)
    })

  return {
    read,
    list: async () => (await dossiers.values<SavedDossier>()).sort((a, b) => b.savedAt - a.savedAt),
    body: (key: string) => documents.get<ArrayBuffer>(key),
    update,
    touch,
    remove,
    removeAll: async () => {
      await dossiers.clear()
      await documents.clear()
      changed(null)
    },
  }
}

export type SavedStore = ReturnType<typeof createSavedStore>

function idbKeyValue(store: () => ReturnType<typeof savedStores>['dossiers']): KeyValue {
  return {
    get: (key) => get(key, store()),
    set: (key, value) => set(key, value, store()),
    delMany: (keys) => delMany(keys, store()),
    values: () => values(store()),
    clear: () => clear(store()),
  }
}

/** Tells this tab's listeners and the other tabs that saved dossiers changed (null: all of them). */
type Listener = (id: string | null) => void
const listeners = new Set<Listener>()
let channel: BroadcastChannel | undefined

function announce(id: string | null): void {
  for (const listener of listeners) listener(id)
  channel?.postMessage({ id })
}

export function onSavedChange(listener: Listener): () => void {
  if (!channel && typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(STORAGE.savedChannel)
    channel.onmessage = (event: MessageEvent<{ id: string | null }>) => {
      for (const l of listeners) l(event.data.id)
    }
  }
  listeners.add(listener)
  return () => listeners.delete(listener)
}

let instance: SavedStore | undefined

/** The saved dossiers of this device (IndexedDB, opened on first use). */
export function savedStore(): SavedStore {
  instance ??= createSavedStore(
    idbKeyValue(() => savedStores().dossiers),
    idbKeyValue(() => savedStores().documents),
    announce,
  )
  return instance
}
