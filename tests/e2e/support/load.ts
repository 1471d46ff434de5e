import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'

/** What the tests read of autocannon's JSON report. */
export interface LoadResult {
  requests: { total: number; average: number }
  latency: { p99: number }
  errors: number
  timeouts: number
  non2xx: number
}

/** autocannon in its own process (so the load generator does not share the test's event loop), bounded in time. */
export function runLoad(url: string, options: { connections: number; seconds: number }): Promise<LoadResult> {
  const bin = createRequire(import.meta.url).resolve('autocannon/autocannon.js')
  const args = [bin, '-c', String(options.connections), '-d', String(options.seconds), '-j', url]
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'ignore'] })
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(out) as LoadResult) : reject(new Error(`autocannon exited with ${code}`))))
  })
}
