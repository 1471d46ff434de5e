import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { SeededRandom } from './seeded-random.ts'
import { productVariant, templateOf, type Taken, type Template } from './variant.ts'

const DEMO_DIR = fileURLToPath(new URL('../demo', import.meta.url))

/** The demo catalogue's dossier files, the patterns every generated product is made from. */
export async function demoTemplates(dir = DEMO_DIR): Promise<Template[]> {
  const names = (await readdir(dir)).filter((n) => n.endsWith('.json')).sort()
  return Promise.all(names.map(async (n) => templateOf(JSON.parse(await readFile(join(dir, n), 'utf8')))))
}

/** The file name of the i-th generated product: numbered, so a folder lists (and imports) in order. */
export function generatedFileName(index: number): string {
  return `product-${String(index + 1).padStart(6, '0')}.json`
}

/**
 * Writes `count` dossier files to `outDir`, each a variant of a demo product. The same seed writes
 * the same files; every file passes import. Answers the number written.
 */
export async function generateCatalogue(options: { count: number; outDir: string; seed: number }): Promise<number> {
  const templates = await demoTemplates()
  const random = new SeededRandom(options.seed)
  const taken: Taken = { permalinks: new Set(), codes: new Set(), ufis: new Set() }
  await mkdir(options.outDir, { recursive: true })
  for (let i = 0; i < options.count; i++) {
    const dossier = productVariant(random.pick(templates), random, taken)
    await writeFile(join(options.outDir, generatedFileName(i)), `${JSON.stringify(dossier, null, 2)}\n`)
  }
  return options.count
}
