import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'

/**
 * The server reads data files beside its modules (phrase library JSON, GHS pictogram SVGs, the
 * demo catalogue and its attachments). `tsc -p tsconfig.server.json` emits only JavaScript, so
 * this copies every other file of src/server, src/cli and src/shared to the same place under
 * build/server, where the compiled modules look for them, and the interface catalogs to
 * build/locales. Run by `npm run build:server`.
 */
const SOURCES = ['src/server', 'src/cli', 'src/shared']
const OUT = 'build/server'

function* dataFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* dataFiles(path)
    // Modules are not data: .mjs files are for running from the sources (tsx's loader in render workers).
    else if (!/\.(tsx?|mjs)$/.test(entry.name)) yield path
  }
}

let copied = 0
for (const source of SOURCES) {
  for (const file of dataFiles(source)) {
    const target = join(OUT, relative('src', file))
    rmSync(target, { force: true })
    cpSync(file, target)
    copied += 1
  }
}
// The interface catalogs the server hands to other clients (src/server/interface-catalogs.ts).
for (const locale of readdirSync('locales', { withFileTypes: true })) {
  if (!locale.isDirectory()) continue
  cpSync(join('locales', locale.name, 'messages.po'), join('build/locales', locale.name, 'messages.po'))
  copied += 1
}
// The sources name modules of src/shared and src/server by package.json subpaths (`#shared/…`,
// `#server/…`) that point at their `.ts` files; the compiler rewrites only relative paths. The build
// gets a package.json of its own, which Node finds first from a compiled module, mapping the same
// subpaths to the compiled `.js` files beside it.
const rootImports = (JSON.parse(readFileSync('package.json', 'utf8')) as { imports: Record<string, string> }).imports
const builtImports = Object.fromEntries(
  Object.entries(rootImports)
    .filter(([, target]) => SOURCES.some((source) => target.startsWith(`./${source}/`)) && target.endsWith('*.ts'))
    .map(([subpath, target]) => [subpath, `./${target.slice('./src/'.length, -'.ts'.length)}.js`]),
)
writeFileSync(join(OUT, 'package.json'), `${JSON.stringify({ private: true, type: 'module', imports: builtImports }, null, 2)}\n`)

console.log(`build/server: ${copied} data files copied beside the compiled modules (${dirname(OUT)}/)`)
