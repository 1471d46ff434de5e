import { describe, expect, it } from 'vitest'
import { runQueue } from './queue.ts'

describe('runQueue', () => {
  it('runs at most 3 at a time and every item once', async () => {
    let running = 0
    let most = 0
    const seen: number[] = []
    await runQueue(
      Array.from({ length: 10 }, (_, i) => i),
      async (i) => {
        running += 1
        most = Math.max(most, running)
        await new Promise((r) => setTimeout(r, 5 + (i % 3) * 3))
        seen.push(i)
        running -= 1
      },
      3,
    )
    expect(most).toBe(3)
    expect(seen.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
  })

  it('goes on after a failure and reports each outcome', async () => {
    const results = await runQueue([1, 2, 3], async (n) => {
      if (n === 2) throw new Error('no network')
      return n * 10
    })
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
  })
})
