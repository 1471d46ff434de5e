import { connect } from 'node:net'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { afterAll, describe, expect, it } from 'vitest'
import { openDb } from '../db/client.ts'
import { migrateToLatest } from '../db/migrate.ts'
import { testApp } from '#test-support/server/fixtures.ts'
import { REQUEST_LIMITS } from './request-limits.ts'

const db = openDb({ sqliteFile: ':memory:' })
await migrateToLatest(db.kysely, db.dialect)
afterAll(() => db.close())
const app = testApp(db.kysely)

const form = (bytes: number) => `grant_type=password&client_id=x&username=u&password=${'p'.repeat(bytes)}`

describe('request body limit', () => {
  it('refuses an anonymous sign-in form over the limit with 413 problem+json, by its Content-Length', async () => {
    const res = await app.request('/api/oauth2/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form(REQUEST_LIMITS.bodyBytes),
    })
    expect(res.status).toBe(413)
    expect(res.headers.get('content-type')).toBe('application/problem+json')
    expect(res.headers.get('connection')).toBe('close')
  })

  it('refuses a streamed body without Content-Length once it passes the limit', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024))
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength
        if (sent > 10 * REQUEST_LIMITS.bodyBytes) controller.close()
        else controller.enqueue(chunk)
      },
    })
    const res = await app.request('/api/v1/group_action/share', { method: 'POST', body, duplex: 'half' } as RequestInit)
    expect(res.status).toBe(413)
    expect(sent).toBeLessThan(10 * REQUEST_LIMITS.bodyBytes)
  })

  it('lets a normal form through to its handler', async () => {
    const res = await app.request('/api/oauth2/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: form(20),
    })
    expect(res.status).not.toBe(413)
  })

  it('answers a 600 MB upload at once over a real socket, after reading almost none of it', async () => {
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s))
    })
    try {
      const { port } = server.address() as AddressInfo
      const answer = await new Promise<{ head: string; ms: number }>((resolve, reject) => {
        const started = performance.now()
        const socket = connect(port, '127.0.0.1', () => {
          socket.write(
            `POST /api/oauth2/token HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${600 * 1024 * 1024}\r\n\r\n`,
          )
          socket.write('x'.repeat(64 * 1024))
        })
        let head = ''
        socket.on('data', (data) => (head += data.toString()))
        socket.on('close', () => resolve({ head, ms: performance.now() - started }))
        socket.on('error', reject)
        setTimeout(() => socket.destroy(new Error('no answer within 5 s')), 5000)
      })
      expect(answer.head).toMatch(/^HTTP\/1\.1 413 /)
      expect(answer.ms).toBeLessThan(5000)
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  })
})

describe('address limits', () => {
  it('refuses an address over 4 KiB with 414', async () => {
    expect((await app.request(`/api/v1/products/-AAAAAAAAAAAAAAAA/detail?x=${'a'.repeat(5000)}`)).status).toBe(414)
  })

  it('refuses more than 64 query parameters with 400', async () => {
    const query = Array.from({ length: 65 }, (_, i) => `p${i}=1`).join('&')
    const res = await app.request(`/api/v1/products/-AAAAAAAAAAAAAAAA/detail?${query}`)
    expect(res.status).toBe(400)
    expect(((await res.json()) as { title: string }).title).toBe('Too many parameters')
  })
})
