import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The portal's version, from the package.json of the project this file belongs to: found by
 * walking up from here, so it is the same whether the server runs from src/ (tsx) or from the
 * compiled build/server/ (plain node), and whether or not npm started it.
 */
export function appVersion(from = dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const file = join(dir, 'package.json')
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string }
      if (pkg.name === 'dossier' && pkg.version) return pkg.version
    }
    if (dirname(dir) === dir) return '0.0.0'
  }
}
