import { spawn, execFile, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { copyFile, cp, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

/** The repository root: the server runs from there so DIST_DIR=dist and the demo catalogue resolve. */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..')
const DEMO_DIR = join(ROOT, 'src/server/demo')
/** The compiled server of `npm run build`: the tests run the production command, plain node on build/server. */
export const SERVER_CLI = join(ROOT, 'build/server/cli/dossier.js')

export interface E2eServer {
  /** e.g. http://127.0.0.1:41234 (no trailing slash; the app lives under /p/). */
  origin: string
  port: number
  pid: number
  dir: string
  /** Where the server writes share e-mails as .eml files (no SMTP in the tests). */
  outboxDir: string
  /** Runs a `dossier` CLI command against this server's database (e.g. `user add ...`). */
  cli(args: string[]): Promise<string>
  /** Graceful stop (SIGTERM), then the temp folder goes. */
  stop(): Promise<void>
  /** SIGKILL, as a crash or a pulled cable would: no shutdown code runs. */
  kill(): Promise<void>
  /** Resolves with the exit code (null when a signal ended it) once the process has ended. */
  exited: Promise<number | null>
}

export interface StartOptions {
  /** Dossier files imported with the demo catalogue before the server starts (objects, written as JSON). */
  extraDossiers?: Record<string, unknown>[]
  /** Default 0: the operating system picks a free port, read back from the 'listening' log line. */
  port?: number
  /** How long to wait for the 'listening' line. */
  timeoutMs?: number
  /** The built app to serve (default dist/): a test may deploy a changed copy. */
  distDir?: string
  /** More environment variables for the server (e.g. SHUTDOWN_DRAIN_MS). */
  env?: Record<string, string>
}

/** Checks the production build is there; the e2e suite never runs against the dev server. */
export function assertBuilt(): void {
  for (const file of ['dist/index.html', 'dist/sw.js', 'dist/manifest.webmanifest', 'build/server/cli/dossier.js']) {
    if (!existsSync(join(ROOT, file))) {
      throw new Error(`The e2e suite runs against the production build, and ${file} is missing. Run 'npm run build' first.`)
    }
  }
}

function serverEnv(sqliteFile: string, port: number, distDir = join(ROOT, 'dist')): NodeJS.ProcessEnv {
  // Share e-mails go to the outbox folder, never to an SMTP server the developer happens to configure.
  const { SMTP_URL: _smtp, ...inherited } = process.env
  return {
    ...inherited,
    PORT: String(port),
    HOST: '127.0.0.1',
    SQLITE_FILE: sqliteFile,
    OUTBOX_DIR: join(dirname(sqliteFile), 'outbox'),
    DIST_DIR: distDir,
    LOG_LEVEL: 'info',
    DEMO_CATALOGUE: 'on',
    // One render thread, not the server's default of one per core: on the two cores the suite runs
    // on, Chromium, the server and its render threads share them, and with two render threads per
    // server (each loading fonts and renderers at start) the suite ran 25 minutes instead of 15 and
    // the deployment test ran out of time. A test that needs more threads sets them in `env`.
    RENDER_WORKERS: '1',
  }
}

/** Plain `node` on the compiled server, as in production: one process, so a kill reaches the server itself. */
const NODE_ARGS = [SERVER_CLI]

async function importCatalogue(dir: string, sqliteFile: string, extras: Record<string, unknown>[]): Promise<void> {
  const catalogue = join(dir, 'catalogue')
  await mkdir(catalogue)
  for (const name of await readdir(DEMO_DIR)) {
    if (name.endsWith('.json')) await copyFile(join(DEMO_DIR, name), join(catalogue, name))
  }
  // Dossier files name their attachments relative to themselves.
  await cp(join(DEMO_DIR, 'attachments'), join(catalogue, 'attachments'), { recursive: true })
  for (const [index, dossier] of extras.entries()) {
    await writeFile(join(catalogue, `e2e-extra-${index}.json`), JSON.stringify(dossier, null, 2))
  }
  try {
    await promisify(execFile)(process.execPath, [...NODE_ARGS, 'import', catalogue], { cwd: ROOT, env: serverEnv(sqliteFile, 0) })
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string; message: string }
    throw new Error(`Importing the e2e catalogue failed: ${e.message}\n${e.stdout ?? ''}\n${e.stderr ?? ''}`)
  }
}

/**
 * Starts the real production server (`dossier serve`) with its own temporary SQLite file, on a free
 * port unless one is given. Each call is independent: tests that kill a server start their own.
 */
export async function startE2eServer(options: StartOptions = {}): Promise<E2eServer> {
  assertBuilt()
  const dir = await mkdtemp(join(tmpdir(), 'dossier-e2e-'))
  const sqliteFile = join(dir, 'dossier.sqlite')
  if (options.extraDossiers?.length) {
    await importCatalogue(dir, sqliteFile, options.extraDossiers).catch(async (error: unknown) => {
      await rm(dir, { recursive: true, force: true })
      throw error
    })
  }

  const child = spawn(process.execPath, [...NODE_ARGS, 'serve'], {
    cwd: ROOT,
    env: { ...serverEnv(sqliteFile, options.port ?? 0, options.distDir), ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // Never leave an orphan server behind when the test runner itself exits.
  const killOnExit = () => child.kill('SIGKILL')
  process.once('exit', killOnExit)
  child.once('exit', () => process.off('exit', killOnExit))
  const output: string[] = []
  const port = await waitForListening(child, output, options.timeoutMs ?? 30_000).catch(async (error: Error) => {
    child.kill('SIGKILL')
    await rm(dir, { recursive: true, force: true })
    throw new Error(`${error.message}\n--- server output ---\n${output.join('')}`)
  })

  const exited = new Promise<number | null>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) done(child.exitCode)
    else child.once('exit', (code) => done(code))
  })
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal)
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
    await exited
    clearTimeout(timer)
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid!,
    dir,
    outboxDir: join(dir, 'outbox'),
    cli: async (args) => {
      const { stdout } = await promisify(execFile)(process.execPath, [...NODE_ARGS, ...args], { cwd: ROOT, env: serverEnv(sqliteFile, 0) })
      return stdout
    },
    stop: async () => {
      await end('SIGTERM')
      await rm(dir, { recursive: true, force: true })
    },
    kill: () => end('SIGKILL'),
    exited,
  }
}

function waitForListening(child: ChildProcess, output: string[], timeoutMs: number): Promise<number> {
  return new Promise((resolvePort, reject) => {
    let buffer = ''
    const timer = setTimeout(() => reject(new Error(`The e2e server did not log 'listening' within ${timeoutMs} ms.`)), timeoutMs)
    const finish = (fn: () => void) => {
      clearTimeout(timer)
      child.stdout?.off('data', onData)
      child.off('exit', onExit)
      // Keep draining the pipe: a full pipe would block the server's log writes.
      child.stdout?.resume()
      fn()
    }
    const onData = (chunk: Buffer) => {
      const text = chunk.toString()
      output.push(text)
      buffer += text
      let newline: number
      while ((newline = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, newline)
        buffer = buffer.slice(newline + 1)
        const port = listeningPort(line)
        if (port !== undefined) return finish(() => resolvePort(port))
      }
    }
    const onExit = (code: number | null, signal: string | null) =>
      finish(() => reject(new Error(`The e2e server exited before listening (code ${code}, signal ${signal}).`)))
    child.stdout?.on('data', onData)
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()))
    child.once('exit', onExit)
  })
}

/** The port of the server's JSON 'listening' log line, e.g. {"msg":"listening","url":"http://localhost:8080/p/"}. */
function listeningPort(line: string): number | undefined {
  try {
    const entry = JSON.parse(line) as { msg?: string; url?: string }
    if (entry.msg !== 'listening' || !entry.url) return undefined
    return Number(new URL(entry.url).port)
  } catch {
    return undefined
  }
}
