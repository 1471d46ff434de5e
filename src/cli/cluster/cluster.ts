import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { haproxyConfig } from './haproxy-config.ts'

/**
 * A portal of several instances on one PostgreSQL behind HAProxy, on this machine: what
 * `npm run cluster` starts for trying it out and what the cluster test starts to kill instances under
 * load. Every instance is the production command (plain node on build/server) with the same
 * database and the same token secret, so a sign-in on one is valid on all.
 */
export interface ClusterOptions {
  /** PostgreSQL the instances share (its schema is migrated by the first one to start). */
  databaseUrl: string
  instances?: number
  /** The balancer's port; 0 picks a free one. */
  port?: number
  /** Project root (where package.json, dist/ and build/ are). */
  root?: string
  env?: Record<string, string>
}

export interface ClusterInstance {
  name: string
  port: number
  process: ChildProcess
  /** SIGKILL: a crash, no shutdown code runs. */
  kill(): Promise<void>
}

export interface Cluster {
  url: string
  instances: ClusterInstance[]
  stop(): Promise<void>
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolvePort(port))
    })
  })
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((done) => (child.exitCode !== null || child.signalCode !== null ? done() : child.once('exit', () => done())))
}

/** The first instance imports the demo catalogue before it serves: on a busy two-core machine that took 40 s. */
async function waitUntilServing(url: string, timeoutMs = 90_000): Promise<void> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const status = await fetch(url).then(
      (r) => r.status,
      () => 0,
    )
    if (status === 200) return
    if (Date.now() > until) throw new Error(`${url} answered ${status || 'nothing'} for ${timeoutMs} ms`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const root = resolve(options.root ?? '.')
  const cli = join(root, 'build/server/cli/dossier.js')
  if (!existsSync(cli)) throw new Error(`${cli} is missing: run npm run build first.`)
  if (spawnSync('haproxy', ['-v']).status !== 0) throw new Error('HAProxy is not installed (Debian: apt-get install haproxy).')
  const dir = await mkdtemp(join(tmpdir(), 'dossier-cluster-'))
  const count = options.instances ?? 3
  const secret = `cluster-${Math.random().toString(36).slice(2)}-${Date.now().toString(36)}-secret-of-length`
  const children: ChildProcess[] = []
  const instances: ClusterInstance[] = []
  const stopAll = async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await Promise.all(
      children.map((child) =>
        Promise.race([exited(child), new Promise<void>((r) => setTimeout(r, 8000).unref())]).then(() => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
        }),
      ),
    )
    await rm(dir, { recursive: true, force: true })
  }
  try {
    for (let i = 0; i < count; i++) {
      const name = `instance-${i + 1}`
      const port = await freePort()
      const child = spawn(process.execPath, [cli, 'serve'], {
        cwd: root,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: options.databaseUrl,
          AUTH_SECRET: secret,
          OUTBOX_DIR: join(dir, 'outbox'),
          LOG_LEVEL: 'warn',
          SHUTDOWN_DRAIN_MS: '1000',
          // HAProxy sets X-Forwarded-For and -Proto itself: the instances may believe them.
          TRUST_PROXY: 'on',
          ...options.env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      children.push(child)
      // 'listening' is logged at info; readiness is what the balancer needs anyway.
      child.stdout?.resume()
      await waitUntilServing(`http://127.0.0.1:${port}/readyz`).catch((error: Error) => {
        throw new Error(`${name}: ${error.message}`)
      })
      instances.push({
        name,
        port,
        process: child,
        kill: async () => {
          child.kill('SIGKILL')
          await exited(child)
        },
      })
    }
    const port = options.port || (await freePort())
    const config = join(dir, 'haproxy.cfg')
    await writeFile(config, haproxyConfig({ port, instances }))
    const haproxy = spawn('haproxy', ['-f', config, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] })
    children.push(haproxy)
    const url = `http://127.0.0.1:${port}`
    await Promise.race([
      waitUntilServing(`${url}/readyz`),
      exited(haproxy).then(() => Promise.reject(new Error('HAProxy exited at start'))),
    ])
    return { url, instances, stop: stopAll }
  } catch (error) {
    await stopAll()
    throw error
  }
}
