import { openDb } from '#server/db/client'
import { migrateToLatest } from '#server/db/migrate'
import type { Env } from '#server/env'
import { importDossierPath } from '#server/import/dossier-import'
import { formatReport } from '#server/import/compliance'
import { checkTarget } from '#server/import/compliance-run'
import { dbConfig, startServer } from '#server/index'
import { buildIfNeeded } from './build-if-needed.ts'
import { DOSSIER_JSON_SCHEMA_PATH, dossierJsonSchema } from './json-schema.ts'
import { catalogueList } from './list.ts'
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { exportDossier } from '#server/export/dossier-export'
import { exportProductSdscom } from '#server/export/sdscom-export'
import { ensurePhraseLibrary } from '#server/phrases/library'
import { ACCOUNT_HELP, runAccountCommand } from './accounts.ts'
import { runDemoCommand } from './demo.ts'
import { NOTICES_HELP, queueNoticesAfterImport, runNoticesCommand } from './notices.ts'

const HELP = `Usage: npm run dossier -- <command>

  serve               migrate, load the demo catalogue into an empty database, serve on PORT
  start               build the app if its sources changed, then serve (what npm start runs)
  migrate             bring the database schema up to date
  import <file|dir>   import dossier files, JSON or SDScom XML (*.xml) (all or nothing;
                      re-importing is harmless; SDScom content the portal cannot hold is
                      listed as warnings, by XPath); a new
                      version whose sheet changed in section 2, 3, 8, 11, 12, 14 or 15 queues a
                      revision notice to everyone it was shared with in the last 12 months
  export <permalink> [--version N] [--out DIR] [--format json|sdscom] [--lang L]
                      write a product back as a dossier file (stdout, or DIR/<permalink>.json
                      with its attachments under DIR/attachments/); --format sdscom writes
                      SDScom 5.6 XML in one language (English, else the product's first) and
                      lists on stderr what the file does not carry
  check <permalink|file|dir> [--json]
                      compliance report of a stored product or of dossier files: errors
                      (what import refuses) and warnings, each with its REACH Annex II point;
                      exit code 1 when there is an error
  list [--json]       print the catalogue: permalink, name, enabled tabs, valid languages
  demo generate --count N --out DIR [--seed S]
                      write N made-up dossier files (variants of the demo products) to DIR,
                      the same files for the same seed (default 1); for trying out large catalogues
${NOTICES_HELP}
${ACCOUNT_HELP}
  schema              regenerate ${DOSSIER_JSON_SCHEMA_PATH} from the zod schema
  help                this text`

async function withDb<T>(env: Env, work: (db: ReturnType<typeof openDb>) => Promise<T>): Promise<T> {
  const db = openDb(dbConfig(env))
  try {
    await migrateToLatest(db.kysely, db.dialect)
    await ensurePhraseLibrary(db.kysely)
    return await work(db)
  } finally {
    await db.close()
  }
}

async function serveUntilSignal(env: Env): Promise<undefined> {
  const server = await startServer(env)
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void server.close().then(() => process.exit(0)))
  }
  return undefined
}

/** `export --format sdscom`: one version as SDScom XML, with what the file does not carry on stderr. */
async function exportSdscomCommand(env: Env, permalink: string, version?: string, out?: string, lang?: string): Promise<number> {
  const result = await withDb(env, (db) => exportProductSdscom(db.kysely, permalink, version, lang))
  if (result.kind === 'missing') {
    console.error(`No product '${permalink}'${version ? ` with version ${version}` : ''}${lang ? ` in language '${lang}'` : ''}.`)
    return 1
  }
  if (result.kind === 'refused') {
    for (const p of result.problems) console.error(`${permalink}: ${p.pointer}: ${p.reason}`)
    return 1
  }
  for (const n of result.notCarried) console.error(`not carried: ${n.pointer}: ${n.reason}`)
  if (!out) {
    process.stdout.write(result.xml)
    return 0
  }
  await mkdir(out, { recursive: true })
  const name = `${permalink}${lang ? `-${lang}` : ''}.xml`
  await writeFile(join(out, name), result.xml)
  console.log(`wrote ${join(out, name)}`)
  return 0
}

/** Runs one command; answers the exit code, or undefined for a server that keeps running. */
export async function runCommand(argv: string[], env: Env): Promise<number | undefined> {
  const [command, ...args] = argv
  switch (command) {
    case 'serve':
      return serveUntilSignal(env)
    case 'start':
      await buildIfNeeded()
      return serveUntilSignal(env)
    case 'migrate':
      await withDb(env, async () => undefined)
      console.log('database is up to date')
      return 0
    case 'import': {
      const path = args[0]
      if (!path) {
        console.error('import needs a file or folder: npm run dossier -- import <file|dir>')
        return 2
      }
      return withDb(env, async (db) => {
        const report = await importDossierPath(db.kysely, path)
        if (!report.ok) {
          for (const e of report.errors) console.error(`${e.file}: ${e.pointer}: ${e.reason}`)
          console.error(`Nothing was imported (${report.errors.length} error${report.errors.length === 1 ? '' : 's'}).`)
          return 1
        }
        for (const w of report.warnings ?? []) console.error(`warning: ${w.file}: ${w.pointer}: ${w.reason}`)
        for (const r of report.results) console.log(`${r.outcome.padEnd(9)} ${r.permalink}  ${r.file}`)
        await queueNoticesAfterImport(db.kysely, report, env)
        return 0
      })
    }
    case 'export': {
      const [permalink] = args
      const flag = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined)
      if (!permalink) {
        console.error(
          'export needs a permalink: npm run dossier -- export <permalink> [--version N] [--out DIR] [--format json|sdscom] [--lang L]',
        )
        return 2
      }
      if (flag('--format') === 'sdscom') return exportSdscomCommand(env, permalink, flag('--version'), flag('--out'), flag('--lang'))
      if (flag('--format') !== undefined && flag('--format') !== 'json') {
        console.error(`unknown export format '${flag('--format')}' (json or sdscom)`)
        return 2
      }
      const exported = await withDb(env, (db) => exportDossier(db.kysely, permalink, flag('--version')))
      if (!exported) {
        console.error(`No product '${permalink}'${flag('--version') ? ` with version ${flag('--version')}` : ''}.`)
        return 1
      }
      const text = `${JSON.stringify(exported.dossier, null, 2)}\n`
      const out = flag('--out')
      if (!out) {
        process.stdout.write(text)
        return 0
      }
      await mkdir(join(out, 'attachments'), { recursive: true })
      await writeFile(join(out, `${permalink}.json`), text)
      for (const a of exported.attachments) await writeFile(join(out, a.path), a.content)
      console.log(`wrote ${join(out, `${permalink}.json`)} and ${exported.attachments.length} attachment(s)`)
      return 0
    }
    case 'check': {
      const target = args.find((a) => !a.startsWith('--'))
      if (!target) {
        console.error('check needs a permalink, a file or a folder: npm run dossier -- check <permalink|file|dir> [--json]')
        return 2
      }
      const reports = await withDb(env, (db) => checkTarget(db.kysely, target))
      if (!reports) {
        console.error(`No product '${target}' and no such file.`)
        return 1
      }
      if (args.includes('--json')) console.log(JSON.stringify(reports, null, 2))
      else console.log(reports.map(formatReport).join('\n\n'))
      return reports.some((r) => r.errors > 0) ? 1 : 0
    }
    case 'list': {
      const rows = await withDb(env, (db) => catalogueList(db.kysely))
      if (args.includes('--json')) console.log(JSON.stringify(rows, null, 2))
      else for (const r of rows) console.log(`${r.permalink}  ${r.name}  [${r.tabs.join(' ')}]  langs ${r.validLangs.join(',') || '-'}`)
      return 0
    }
    case 'demo':
      return runDemoCommand(args)
    case 'notices':
      return withDb(env, (db) => runNoticesCommand(db.kysely, args, env))
    case 'user':
    case 'workgroup':
    case 'product':
      return withDb(env, (db) => runAccountCommand(db.kysely, command, args))
    case 'schema':
      await writeFile(DOSSIER_JSON_SCHEMA_PATH, dossierJsonSchema())
      console.log(`wrote ${DOSSIER_JSON_SCHEMA_PATH}`)
      return 0
    case undefined:
    case 'help':
    case '--help':
      console.log(HELP)
      return 0
    default:
      console.error(`Unknown command '${command}'.\n\n${HELP}`)
      return 2
  }
}
