import { mkdtempSync, rmSync } from 'node:fs'
import { connect, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { ensureDemoAccounts } from '../../src/server/auth/demo-accounts.ts'
import { createApp } from '../../src/server/app.ts'
import { openDb } from '../../src/server/db/client.ts'
import { migrateToLatest } from '../../src/server/db/migrate.ts'
import { importDossierPath } from '../../src/server/import/dossier-import.ts'
import { DEMO_CATALOGUE_DIR } from '../../src/server/index.ts'
import { createLogger } from '../../src/server/log.ts'
import { readPhraseLibrary } from '../../src/server/phrases/library.ts'
import { runLoad } from '../support/load.ts'
import type { BenchRow } from './sds.ts'

/**
 * Cached reads under attack: while 10 connections keep sending 100 MB bodies to the sign-in call
 * and 10 signed-in connections keep asking for Word labels (uncached renders), autocannon measures
 * cached SDS reads. The body limit must refuse the uploads before reading them, so the readers'
 * p99 stays within its budget.
 */
const autocannon = (url: string, connections: number, seconds: number, headers: Record<string, string> = {}) =>
  runLoad(url, { connections, seconds, headers })

/** One connection after another announcing 100 MB and sending until the server hangs up; counts the refusals. */
async function uploader(port: number, until: number): Promise<{ refused: number; bytesSent: number }> {
  const chunk = Buffer.alloc(256 * 1024, 'x')
  let refused = 0
  let bytesSent = 0
  while (Date.now() < until) {
    await new Promise<void>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          `POST /api/oauth2/token HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${100 * 1024 * 1024}\r\n\r\n`,
        )
        const pump = () => {
          while (!socket.destroyed && socket.write(chunk)) bytesSent += chunk.length
          if (!socket.destroyed) socket.once('drain', pump)
        }
        pump()
      })
      socket.on('data', (data) => {
        if (data.toString().startsWith('HTTP/1.1 413')) refused += 1
      })
      socket.on('close', () => resolve())
      socket.on('error', () => undefined)
      setTimeout(() => socket.destroy(), Math.max(0, until - Date.now()))
    })
  }
  return { refused, bytesSent }
}

export async function benchHardening(): Promise<BenchRow[]> {
  const dir = mkdtempSync(join(tmpdir(), 'dossier-bench-hardening-'))
  const db = openDb({ sqliteFile: join(dir, 'bench.sqlite') })
  try {
    await migrateToLatest(db.kysely, db.dialect)
    await importDossierPath(db.kysely, DEMO_CATALOGUE_DIR)
    await ensureDemoAccounts(db.kysely, DEMO_CATALOGUE_DIR, createLogger('silent'))
    const app = createApp({
      db: db.kysely,
      log: createLogger('silent'),
      appVersion: 'bench',
      library: await readPhraseLibrary(db.kysely),
      accounts: { secret: 'bench-secret-bench-secret-bench-secret-42' },
    })
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s))
    })
    try {
      const port = (server.address() as AddressInfo).port
      const base = `http://127.0.0.1:${port}`
      const sheet = `${base}/api/v1/sdsRender/view/-uIw9ByCUgkide7d8/1`
      await (await fetch(sheet)).arrayBuffer()
      const quiet = await autocannon(sheet, 10, 5)
      const token = await fetch(`${base}/api/oauth2/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'password', client_id: 'dossier-portal', username: 'demo', password: 'demo-dossier' }),
      }).then(async (r) => ((await r.json()) as { access_token: string }).access_token)
      const seconds = 8
      // First the uploads alone: what the body limit holds off.
      const uploadsOnlyUntil = Date.now() + seconds * 1000 + 1000
      const uploadsOnly = Promise.all(Array.from({ length: 10 }, () => uploader(port, uploadsOnlyUntil)))
      await new Promise((r) => setTimeout(r, 500))
      const underUploads = await autocannon(sheet, 10, seconds)
      await uploadsOnly
      /** Cached reads while 10 uploaders and 10 Word-label callers (with the given headers) keep going. */
      const underRenders = async (wordHeaders: Record<string, string>) => {
        const until = Date.now() + seconds * 1000 + 2000
        const uploads = Promise.all(Array.from({ length: 10 }, () => uploader(port, until)))
        const words = autocannon(`${base}/api/v1/label/docx/-uIw9ByCUgkide7d8?labType=2`, 10, seconds + 2, wordHeaders)
        await new Promise((r) => setTimeout(r, 1000))
        const reads = await autocannon(sheet, 10, seconds)
        const [uploaded, word] = await Promise.all([uploads, words])
        return { reads, word, refused: uploaded.reduce((n, u) => n + u.refused, 0) }
      }
      // The attack as it was possible before: anonymous callers asking for Word labels.
      const anonymous = await underRenders({})
      // Signed-in staff rendering Word labels as fast as they can: renders still run on the event loop.
      const signedIn = await underRenders({ authorization: `Bearer ${token}` })
      return [
        {
          metric: 'cached SDS HTML, quiet (10 connections, 5 s)',
          value: `${Math.round(quiet.requests.average)} req/s, p99 ${quiet.latency.p99} ms`,
          budget: 'reference',
          pass: true,
        },
        {
          metric: 'cached SDS HTML while 10 connections send 100 MB bodies',
          value: `${Math.round(underUploads.requests.average)} req/s, p99 ${underUploads.latency.p99} ms, ${underUploads.non2xx} errors`,
          budget: 'p99 <= 50 ms',
          pass: underUploads.latency.p99 <= 50 && underUploads.non2xx === 0,
        },
        {
          metric: 'cached SDS HTML while 10 connections send 100 MB bodies and 10 anonymous ones ask for Word labels',
          value: `${Math.round(anonymous.reads.requests.average)} req/s, p99 ${anonymous.reads.latency.p99} ms, ${anonymous.reads.non2xx} errors; ${anonymous.refused} uploads refused (413); ${anonymous.word.non2xx} Word calls answered 401`,
          budget: 'p99 <= 50 ms',
          pass: anonymous.reads.latency.p99 <= 50 && anonymous.reads.non2xx === 0,
        },
        {
          metric: 'the same with 10 signed-in connections rendering Word labels (renders run on the event loop)',
          value: `${Math.round(signedIn.reads.requests.average)} req/s, p99 ${signedIn.reads.latency.p99} ms; ${signedIn.word.requests.total} Word labels, p50 ${signedIn.word.latency.p50} ms`,
          budget: 'p99 <= 50 ms',
          pass: signedIn.reads.latency.p99 <= 50 && signedIn.reads.non2xx === 0,
        },
      ]
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  } finally {
    await db.close()
    rmSync(dir, { recursive: true, force: true })
  }
}
