import { BUDGETS, bundleStats } from './bundle-stats.ts'

/**
 * Build gate of the performance budgets: the dossier route's initial JS must stay within its gate (bundle-stats.ts), the service
 * worker within 15 KB gzip, the precache within 500 KB. `npm run build` fails otherwise.
 */
const stats = bundleStats(process.argv[2] ?? 'dist')
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
console.log(
  `initial JS of the dossier route: ${kb(stats.initialJsGzip)} gzip in ${stats.initialJsFiles} files (gate ${kb(BUDGETS.initialJs)})`,
)
console.log(`service worker: ${kb(stats.serviceWorkerGzip)} gzip (budget ${kb(BUDGETS.serviceWorker)})`)
console.log(`precache: ${kb(stats.precacheBytes)} (budget ${kb(BUDGETS.precache)})`)
if (stats.initialJsGzip > BUDGETS.initialJs || stats.serviceWorkerGzip > BUDGETS.serviceWorker || stats.precacheBytes > BUDGETS.precache) {
  console.error('Bundle budget exceeded.')
  process.exit(1)
}
