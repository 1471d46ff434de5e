import { generateCatalogue } from '#server/demo-generator/generate'

const USAGE = 'usage: npm run dossier -- demo generate --count N --out DIR [--seed S]'

/** `demo generate`: writes a made-up catalogue of dossier files; needs no database. */
export async function runDemoCommand(args: string[]): Promise<number> {
  const flag = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined)
  const count = Number(flag('--count'))
  const seed = Number(flag('--seed') ?? '1')
  const out = flag('--out')
  if (args[0] !== 'generate' || !out || !Number.isInteger(count) || count < 1 || !Number.isInteger(seed)) {
    console.error(USAGE)
    return 2
  }
  const started = performance.now()
  await generateCatalogue({ count, outDir: out, seed })
  console.log(`wrote ${count} dossier files to ${out} (seed ${seed}) in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  return 0
}
