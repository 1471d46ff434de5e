import { availableParallelism } from 'node:os'
import { expect, it } from 'vitest'
import { importWorkers } from './check-pool.ts'

it('checks with one thread per core (at most 8) unless IMPORT_WORKERS says otherwise; 0 checks in the importing thread', () => {
  expect(importWorkers({})).toBe(Math.min(8, availableParallelism()))
  expect(importWorkers({ IMPORT_WORKERS: '0' })).toBe(0)
  expect(importWorkers({ IMPORT_WORKERS: '3' })).toBe(3)
})

it('refuses a value that is no whole number from 0 to 64, naming the variable', () => {
  for (const bad of ['-1', '2.5', 'many', '65']) expect(() => importWorkers({ IMPORT_WORKERS: bad })).toThrow(/IMPORT_WORKERS must be/)
})
