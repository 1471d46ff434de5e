/**
 * A small seeded pseudo-random generator (mulberry32): the same seed gives the same sequence on
 * every machine, so a generated catalogue can be made again byte for byte. Not for secrets.
 */
export class SeededRandom {
  private state: number

  constructor(seed: number) {
    this.state = seed >>> 0
  }

  /** A number in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(0, items.length - 1)]!
  }

  chance(probability: number): boolean {
    return this.next() < probability
  }

  /** `length` characters drawn from `alphabet`. */
  characters(alphabet: string, length: number): string {
    let out = ''
    for (let i = 0; i < length; i++) out += alphabet[this.int(0, alphabet.length - 1)]
    return out
  }
}
