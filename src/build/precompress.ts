import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* files(path)
    else yield path
  }
}

/** Writes .br and .gz beside every text asset once at build time, so the server never compresses per request. */
export function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'dossier:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir
    },
    closeBundle: {
      order: 'post',
      handler() {
        for (const path of files(outDir)) {
          if (!COMPRESSIBLE.test(path)) continue
          const body = readFileSync(path)
          if (body.length < 512) continue
          writeFileSync(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
          writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }))
        }
      },
    },
  }
}
