import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

/**
 * Build gate (QUALITY.md): the dossier route's initial JS (entry + its static imports) must stay
 * within 125 KB gzip, and the service worker within 15 KB gzip. Fails the build otherwise.
 */
const DIST = process.argv[2] ?? 'dist'
const ENTRY_BUDGET = 125 * 1024
const SW_BUDGET = 15 * 1024

const html = readFileSync(join(DIST, 'index.html'), 'utf8')
const entries = [...html.matchAll(/<script[^>]+src="\/p\/([^"]+\.js)"/g)].map((m) => m[1]!)
const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/p\/([^"]+\.js)"/g)].map((m) => m[1]!)
const files = new Set([...entries, ...preloads])
// Static imports of the entry chunks (the ones the browser must fetch before first paint).
const queue = [...files]
while (queue.length > 0) {
  const file = queue.pop()!
  const code = readFileSync(join(DIST, file), 'utf8')
  for (const m of code.matchAll(/(?:^|[;\n}])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g)) {
    const dep = `assets/${m[1]}`
    if (!files.has(dep)) {
      files.add(dep)
      queue.push(dep)
    }
  }
}
const gz = (file: string) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length
const initial = [...files].reduce((sum, f) => sum + gz(f), 0)
const sw = gz('sw.js')
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
console.log(`initial JS of the dossier route: ${kb(initial)} gzip (${files.size} files; budget ${kb(ENTRY_BUDGET)})`)
console.log(`service worker: ${kb(sw)} gzip (budget ${kb(SW_BUDGET)})`)
if (initial > ENTRY_BUDGET || sw > SW_BUDGET) {
  console.error('Bundle budget exceeded.')
  process.exit(1)
}
