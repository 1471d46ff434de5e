import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const STAMP = 'dist/index.html'
const INPUTS = ['src', 'sw', 'locales', 'public', 'index.html', 'vite.config.ts', 'package.json']

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0
  const info = statSync(path)
  if (!info.isDirectory()) return info.mtimeMs
  let newest = info.mtimeMs
  for (const name of readdirSync(path)) {
    if (name === 'server' || name === 'cli') continue // the server runs from source
    newest = Math.max(newest, newestMtime(join(path, name)))
  }
  return newest
}

/** `npm start` on a fresh clone builds once; later starts skip the build unless app sources changed. */
export async function buildIfNeeded(): Promise<void> {
  const built = existsSync(STAMP) ? statSync(STAMP).mtimeMs : 0
  const sources = Math.max(...INPUTS.map(newestMtime))
  if (built >= sources) return
  console.log('Building the app (sources changed since the last build)...')
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (result.status !== 0) throw new Error('The build failed; see above.')
}
