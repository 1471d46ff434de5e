import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'

/** What the tests and benchmarks read of autocannon's JSON report. */
export interface LoadResult {
  requests: { total: number; average: number }
  latency: { p50: number; p99: number }
  throughput: { average: number }
  errors: number
  timeouts: number
  non2xx: number
}

export interface LoadOptions {
  connections: number
  seconds: number
  headers?: Record<string, string>
}

/**
 * autocannon in its own process, so the load generator does not share the event loop of the test,
 * the benchmark or an in-process server; bounded by `seconds`.
 */
export function runLoad(url: string, { connections, seconds, headers = {} }: LoadOptions): Promise<LoadResult> {
  const bin = createRequire(import.meta.url).resolve('autocannon/autocannon.js')
  const args = [
    bin,
    '-c',
    String(connections),
    '-d',
    String(seconds),
    '-j',
    ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}=${v}`]),
    url,
  ]
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'ignore'] })
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) => (code === 0 ? resolve(JSON.parse(out) as LoadResult) : reject(new Error(`autocannon exited with ${code}`))))
  })
}
