import { readdirSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Plugin } from 'vite'

/** An interface catalog other than English: emitted as a chunk of its own, never part of the entry chunk. */
export const OTHER_CATALOG = /[\\/]locales[\\/](?!en[\\/])[a-z]{2}[\\/]messages\.po$/

/** The module app/other-catalogs.ts imports: each interface language other than English, and how to load its catalog. */
const CATALOGS_MODULE = 'virtual:interface-catalogs'
/** The map's own module id: a later-* module like the catalogs (vite.config.ts). */
export const RESOLVED_CATALOGS_MODULE = `\0${CATALOGS_MODULE}`

/**
 * One chunk per interface catalog, loaded by its address with a plain `import()`. A reader of one
 * language downloads that catalog only, not all thirteen.
 *
 * Why not `import.meta.glob`: the bundler wraps every dynamic import it sees in its preload helper,
 * which lives in the entry chunk, and the entry chunk waits (a top-level await) for the first
 * catalog: a catalog loader that imports from it would wait for the entry, and the entry for it.
 * Here the build emits each catalog as a chunk of its own and writes its address into the map
 * (`import.meta.ROLLUP_FILE_URL_…`), so the loader imports nothing from the entry. The development
 * server and the unit tests import the catalog files directly.
 */
export function interfaceCatalogs(): Plugin {
  let building = false
  const localesDir = resolve('locales')
  const locales = () =>
    readdirSync(localesDir)
      .filter((code) => /^[a-z]{2}$/.test(code) && code !== 'en')
      .sort()
  return {
    name: 'dossier:interface-catalogs',
    configResolved(config) {
      building = config.command === 'build' && !config.build.ssr
    },
    resolveId(id) {
      return id === CATALOGS_MODULE ? RESOLVED_CATALOGS_MODULE : undefined
    },
    load(id) {
      if (id !== RESOLVED_CATALOGS_MODULE) return undefined
      const file = (code: string) => resolve(localesDir, code, 'messages.po')
      const entries = locales().map((code) => {
        if (!building) return `${JSON.stringify(code)}: () => import(${JSON.stringify(file(code))})`
        const ref = this.emitFile({ type: 'chunk', id: file(code), name: `messages-${code}`, preserveSignature: 'exports-only' })
        return `${JSON.stringify(code)}: () => import(/* @vite-ignore */ import.meta.ROLLUP_FILE_URL_${ref})`
      })
      return `export default {\n${entries.join(',\n')}\n}\n`
    },
  }
}
