import type { KeyValue } from '#lib/saved-store.ts'

/** An in-memory store that refuses writes past a byte budget, as IndexedDB does with QuotaExceededError. */
export function memoryKeyValue(budget = Infinity) {
  const map = new Map<string, unknown>()
  const size = (value: unknown) => {
    const length = (value as { byteLength?: unknown }).byteLength
    return typeof length === 'number' ? length : JSON.stringify(value).length
  }
  const used = () => [...map.values()].reduce<number>((sum, v) => sum + size(v), 0)
  const kv: KeyValue & { map: Map<string, unknown>; budget: number } = {
    map,
    budget,
    get: async <T>(key: string) => map.get(key) as T | undefined,
    set: async (key, value) => {
      if (used() - (map.has(key) ? size(map.get(key)) : 0) + size(value) > kv.budget) throw new DOMException('full', 'QuotaExceededError')
      map.set(key, value)
    },
    delMany: async (keys) => void keys.forEach((k) => map.delete(k)),
    values: async <T>() => [...map.values()] as T[],
    clear: async () => map.clear(),
  }
  return kv
}
