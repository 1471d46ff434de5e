/**
 * A counter that moves whenever this process writes product data. Readers that keep product state
 * in memory for a moment (the SDS renderer's lookups) compare it to drop what an import made stale
 * at once; writes by another process (a CLI import beside the server) only age out.
 */
let generation = 0

export function catalogueGeneration(): number {
  return generation
}

export function catalogueChanged(): void {
  generation++
}
