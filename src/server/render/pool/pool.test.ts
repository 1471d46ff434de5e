import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { decodePng } from '#test-support/server/png-pixels.ts'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { problemSchema } from '#shared/api/product-detail'
import { DEMO_USER, ensureDemoAccounts } from '#server/auth/demo-accounts'
import { accountApp, form, sessionHeaders, signIn, type TestApp } from '#test-support/server/accounts.ts'
import { openDb, type Db } from '#server/db/client'
import { migrateToLatest } from '#server/db/migrate'
import { importDossierPath } from '#server/import/dossier-import'
import { DEMO_CATALOGUE_DIR } from '#server/index'
import { silentLog } from '#test-support/server/fixtures.ts'
import { RenderPool, type RenderPoolOptions } from './pool.ts'
import { RENDER_THREAD_NICENESS } from './thread-priority.ts'

/**
 * The render worker pool behind the app: the same files as rendering in this thread, a full queue
 * refused at once with 503 and Retry-After, a render over its time budget stopped and answered 503
 * while the pool goes on, and cached reads answered while every worker is busy.
 */
const SOLVENT = 'uIw9ByCUgkide7d8'
let dir: string
let db: Db
const pools: RenderPool[] = []

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dossier-pool-'))
  db = openDb({ sqliteFile: join(dir, 'demo.sqlite') })
  await migrateToLatest(db.kysely, db.dialect)
  expect((await importDossierPath(db.kysely, DEMO_CATALOGUE_DIR)).errors).toEqual([])
  await ensureDemoAccounts(db.kysely, DEMO_CATALOGUE_DIR, silentLog)
})
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()))
})
afterAll(async () => {
  await db.close()
  rmSync(dir, { recursive: true, force: true })
})

const poolOf = (options: Partial<RenderPoolOptions>) => {
  const pool = new RenderPool({ size: 1, queueLimit: 8, timeoutMs: 60_000, ...options })
  pools.push(pool)
  return pool
}

/**
 * A pool whose renders wait at a gate in shared memory (gated-render-worker.ts): shut, a render holds its
 * worker as a long one does; `reached` counts the renders that got to it.
 */
function gatedPool(options: Partial<RenderPoolOptions>) {
  const memory = new SharedArrayBuffer(12)
  const gate = new Int32Array(memory)
  const pool = poolOf({
    entry: new URL('../../../../tests/support/server/gated-render-worker.ts', import.meta.url),
    workerData: memory,
    ...options,
  })
  return {
    pool,
    open: () => Atomics.store(gate, 0, 1),
    shut: () => Atomics.store(gate, 0, 0),
    isShut: () => Atomics.load(gate, 0) === 0,
    reached: () => Atomics.load(gate, 1),
    hungry: (on: boolean) => Atomics.store(gate, 2, on ? 1 : 0),
  }
}

const bytes = async (res: Response) => new Uint8Array(await res.arrayBuffer())
const pixels = decodePng

/** The parts of a Word or Excel file but its properties, which carry the time it was made. */
function officeParts(file: Uint8Array): Record<string, string> {
  const out = mkdtempSync(join(dir, 'office-'))
  writeFileSync(join(out, 'file.zip'), file)
  execFileSync('unzip', ['-q', 'file.zip', '-d', 'parts'], { cwd: out })
  const parts = readdirSync(join(out, 'parts'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
  return Object.fromEntries(
    parts
      .map((e) => join(e.parentPath, e.name))
      .filter((path) => !path.endsWith('docProps/core.xml'))
      .map((path) => [path.slice(out.length), readFileSync(path).toString('base64')]),
  )
}

const labelPng = (dpi: number) => `/api/v1/productLabelRender/view/-${SOLVENT}?dpi=${dpi}`

/** The SDS PDF's own address: the unversioned one redirects to it. */
async function sdsPdfPath(app: TestApp): Promise<string> {
  const res = await app.request(`/api/v1/sdsRender/sdsPdf/-${SOLVENT}/1`)
  expect(res.status).toBe(302)
  return res.headers.get('location')!
}

async function expectUnavailable(res: Response) {
  expect(res.status).toBe(503)
  expect(res.headers.get('content-type')).toBe('application/problem+json')
  const body = problemSchema.parse(await res.json())
  expect(body).toMatchObject({ status: 503 })
  return body
}

describe('renders in the worker pool', () => {
  it('gives the same files as rendering in this thread: SDS, TDS and instruction PDFs, label PNG and PDF, Word and NiceLabel', async () => {
    const pool = poolOf({})
    const run = vi.spyOn(pool, 'run')
    const pooled = await accountApp(db.kysely, {}, { renderer: pool })
    const local = await accountApp(db.kysely)
    const productId = (await db.kysely.selectFrom('products').select('id').where('permalink', '=', SOLVENT).executeTakeFirstOrThrow()).id
    const paths = [
      await sdsPdfPath(local),
      `/api/v1/p/tds/pdf/1/-${SOLVENT}`,
      `/api/v1/sdsRender/ipi/-${SOLVENT}/1/pdf`,
      `/api/v1/sdsRender/ipi/-${SOLVENT}/1/pdf?format=A2`,
      labelPng(150),
      `/api/v1/productLabelRender/pdf/-${SOLVENT}?lp=1`,
      `/api/v1/productLabelRender/pdf/-${SOLVENT}`,
    ]
    for (const path of paths) {
      const [a, b] = [await pooled.request(path), await local.request(path)]
      expect([a.status, b.status], path).toEqual([200, 200])
      expect(await bytes(a), path).toEqual(await bytes(b))
    }
    // The exports for signed-in staff.
    const [inPool, inThread] = [await signIn(pooled, DEMO_USER), await signIn(local, DEMO_USER)]
    for (const labType of ['1', '2']) {
      const path = `/api/v1/label/docx/-${SOLVENT}?labType=${labType}`
      const a = await pooled.request(path, { headers: sessionHeaders(inPool, { write: false }) })
      const b = await local.request(path, { headers: sessionHeaders(inThread, { write: false }) })
      expect([a.status, b.status], path).toEqual([200, 200])
      expect(officeParts(await bytes(a)), path).toEqual(officeParts(await bytes(b)))
    }
    const niceLabel = (app: TestApp, session: typeof inPool) =>
      app.request('/api/v1/label/nice_label', {
        method: 'POST',
        headers: sessionHeaders(session, { form: true }),
        body: form({ synonym_id: String(productId), timestamp: '2026-06-01T08:00' }),
      })
    const [a, b] = [await niceLabel(pooled, inPool), await niceLabel(local, inThread)]
    expect([a.status, b.status]).toEqual([200, 200])
    expect(officeParts(await bytes(a))).toEqual(officeParts(await bytes(b)))
    expect(run.mock.calls.map(([job]) => job).sort()).toEqual(
      [
        'instructionsPdf',
        'instructionsPdf',
        'labelDocx',
        'labelDocx',
        'labelPdf',
        'labelPdf',
        'labelPngPiece',
        'niceLabelXlsx',
        'sdsPdf',
        'tdsPdf',
      ].sort(),
    )
  }, 120_000)

  it('draws a label PNG in two bands on two workers at once, with the pixels of one drawing in this thread', async () => {
    const pool = poolOf({ size: 2 })
    const run = vi.spyOn(pool, 'run')
    const pooled = await accountApp(db.kysely, {}, { renderer: pool })
    const local = await accountApp(db.kysely)
    const [a, b] = [await pooled.request(labelPng(150)), await local.request(labelPng(150))]
    expect([a.status, b.status]).toEqual([200, 200])
    expect(run.mock.calls.map(([job, input]) => [job, (input as { band: unknown }).band])).toEqual([
      ['labelPngPiece', { index: 0, count: 2 }],
      ['labelPngPiece', { index: 1, count: 2 }],
    ])
    const [banded, whole] = [await pixels(await bytes(a)), await pixels(await bytes(b))]
    expect(banded.width).toBe(whole.width)
    expect(Buffer.from(banded.data).equals(Buffer.from(whole.data))).toBe(true)
    expect(a.headers.get('x-label-summary')).toBe(b.headers.get('x-label-summary'))
  }, 60_000)

  it('refuses a render at once with 503 and Retry-After when the queue is full, and renders the ones it took', async () => {
    const gated = gatedPool({ size: 1, queueLimit: 1 })
    gated.shut()
    const app = await accountApp(db.kysely, {}, { renderer: gated.pool })
    const rendering = app.request(labelPng(100))
    await vi.waitFor(() => expect(gated.reached()).toBe(1), { timeout: 20_000 })
    const waiting = app.request(labelPng(101))
    await vi.waitFor(() => expect(gated.pool.load).toEqual({ busy: 1, waiting: 1 }))

    const refused = await app.request(labelPng(102))
    expect(refused.headers.get('retry-after')).toMatch(/^[1-9]\d*$/)
    await expectUnavailable(refused)
    expect(gated.isShut()).toBe(true)

    gated.open()
    for (const res of await Promise.all([rendering, waiting])) {
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/png')
    }
  }, 90_000)

  it('stops a render over its time budget with 503, and the pool goes on rendering', async () => {
    // Room enough for a fresh worker's first render on a busy machine.
    const gated = gatedPool({ size: 1, timeoutMs: 5000 })
    gated.shut()
    const app = await accountApp(db.kysely, {}, { renderer: gated.pool })
    const path = `/api/v1/productLabelRender/pdf/-${SOLVENT}?lp=1`
    const stopped = await app.request(path)
    await expectUnavailable(stopped)
    expect(gated.reached()).toBe(1)

    // A fresh worker replaced the stopped one; the failed render was not kept, so it renders again.
    gated.open()
    const again = await app.request(path)
    expect(again.status).toBe(200)
    expect(await bytes(again)).toEqual(await bytes(await (await accountApp(db.kysely)).request(path)))
    expect((await app.request(labelPng(120))).status).toBe(200)
  }, 90_000)

  it('stops a render that needs more memory than a worker may use with 503, and the pool goes on rendering', async () => {
    const gated = gatedPool({ size: 1, memoryMb: 48 })
    gated.open()
    gated.hungry(true)
    const app = await accountApp(db.kysely, {}, { renderer: gated.pool })
    const path = `/api/v1/productLabelRender/pdf/-${SOLVENT}?lp=1`
    const stopped = await expectUnavailable(await app.request(path))
    expect(stopped.title).toBe('The document needs more memory than a render may use')

    gated.hungry(false)
    const again = await app.request(path)
    expect(again.status).toBe(200)
    expect(again.headers.get('content-type')).toBe('application/pdf')
  }, 90_000)

  it('renders on threads of lower priority than the one that answers requests', async () => {
    // Linux keeps a nice value per thread: /proc/self/task/<tid>/stat, field 19 (counted after the
    // thread's name, which is in parentheses and may hold spaces).
    const niceness = () =>
      readdirSync('/proc/self/task').map((tid) => {
        const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8')
        return { tid: Number(tid), nice: Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]) }
      })
    const before = niceness().filter((t) => t.nice === RENDER_THREAD_NICENESS).length
    const pool = poolOf({ size: 2 })
    const app = await accountApp(db.kysely, {}, { renderer: pool })
    expect((await app.request(labelPng(132))).status).toBe(200)
    await vi.waitFor(() => expect(niceness().filter((t) => t.nice === RENDER_THREAD_NICENESS).length - before).toBe(2), {
      timeout: 30_000,
    })
    expect(niceness().find((t) => t.tid === process.pid)?.nice).toBe(0)
  }, 90_000)

  it('answers cached reads and 304s while every worker is held by a render', async () => {
    const gated = gatedPool({ size: 1, queueLimit: 4 })
    gated.open()
    const app = await accountApp(db.kysely, {}, { renderer: gated.pool })
    const sheet = await sdsPdfPath(app)
    const first = await app.request(sheet)
    expect(first.status).toBe(200)
    const pdf = await bytes(first)
    const etag = first.headers.get('etag')!

    gated.shut()
    let rendersDone = 0
    const renders = [labelPng(130), labelPng(131)].map((p) => Promise.resolve(app.request(p)).finally(() => (rendersDone += 1)))
    await vi.waitFor(() => expect(gated.pool.load).toEqual({ busy: 1, waiting: 1 }), { timeout: 20_000 })

    // Answered while the worker is still held and both renders are under way.
    const cached = await app.request(sheet)
    const revalidated = await app.request(sheet, { headers: { 'if-none-match': etag } })
    expect([gated.isShut(), rendersDone]).toEqual([true, 0])
    expect(cached.status).toBe(200)
    expect(await bytes(cached)).toEqual(pdf)
    expect(revalidated.status).toBe(304)

    gated.open()
    expect((await Promise.all(renders)).map((r) => r.status)).toEqual([200, 200])
  }, 90_000)
})
