import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { request, type RequestOptions } from 'node:https'
import { request as plainRequest } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { generate } from 'selfsigned'
import { io } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SOCKET_PATH } from '../../contract/chat.ts'
import { createTestApp, realLimits } from '../../tests/setup/api-app.ts'
import { eventually } from '../../tests/setup/eventually.ts'
import { freePort } from '../../tests/setup/free-port.ts'

// The README's nginx example (docs/deploy/nginx.conf), run as written but for its ports and certificate, in front of
// the real server: TLS ends at nginx, the WebSocket upgrade reaches socket.io, and each visitor's own address reaches
// the rate limits however they forge X-Forwarded-For. CI installs nginx (.ci/run); elsewhere the test needs it too.
const hasNginx = spawnSync('nginx', ['-v']).status === 0
if (!hasNginx && process.env.CI) throw new Error('nginx is not installed: `apt-get install nginx` (see .ci/run)')

describe.skipIf(!hasNginx)('behind the nginx example', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>
  let nginx: ChildProcess
  let dir: string
  let httpsPort: number
  let httpPort: number
  let pems: Awaited<ReturnType<typeof generate>>

  beforeAll(async () => {
    pems = await generate([{ name: 'commonName', value: 'localhost' }], { keyType: 'ec', algorithm: 'sha256', extensions: [{ name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }] }] })
    ;[httpsPort, httpPort] = [await freePort(), await freePort()]
    t = await createTestApp({ env: { ...realLimits, TRUST_PROXY: '127.0.0.1', PUBLIC_URL: `https://localhost:${httpsPort}` } })
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const appPort = (t.app.server.address() as { port: number }).port

    dir = await mkdtemp(path.join(os.tmpdir(), 'scholar-hub-nginx-'))
    await writeFile(path.join(dir, 'cert.pem'), pems.cert)
    await writeFile(path.join(dir, 'key.pem'), pems.private)
    const example = await readFile(new URL('../../docs/deploy/nginx.conf', import.meta.url), 'utf8')
    const site = example
      .replace('server 127.0.0.1:3000;', `server 127.0.0.1:${appPort};`)
      .replace(/^\s*listen \[::\].*$/gm, '')
      .replace('listen 80;', `listen 127.0.0.1:${httpPort};`)
      .replace('listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`)
      .replaceAll('scholarhub.example', 'localhost')
      .replace(/ssl_certificate .*;/, `ssl_certificate ${dir}/cert.pem;`)
      .replace(/ssl_certificate_key .*;/, `ssl_certificate_key ${dir}/key.pem;`)
    await writeFile(path.join(dir, 'site.conf'), site)
    const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `${name}_temp_path ${dir}/${name};`).join('\n  ')
    await writeFile(
      path.join(dir, 'nginx.conf'),
      `${process.getuid?.() === 0 ? 'user root;\n' : ''}pid ${dir}/nginx.pid;\nerror_log stderr warn;\nevents { worker_connections 256; }\nhttp {\n  access_log off;\n  ${temp}\n  include ${dir}/site.conf;\n}\n`,
    )
    nginx = spawn('nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] })
    let errors = ''
    nginx.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()))
    const up = await eventually(async () => (await get('/api/health').catch(() => undefined))?.status === 200, 10_000)
    if (!up) throw new Error(`nginx did not start: ${errors}`)
  })

  afterAll(async () => {
    nginx?.kill()
    await t?.close()
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  /** A request through nginx's TLS port, trusting its certificate, from the loopback address `from`. */
  function get(pathname: string, { from = '127.0.0.1', method = 'GET', headers = {}, body }: { from?: string; method?: string; headers?: Record<string, string>; body?: object } = {}) {
    const options: RequestOptions = { host: '127.0.0.1', servername: 'localhost', port: httpsPort, path: pathname, method, localAddress: from, ca: pems.cert, headers: { host: 'localhost', ...headers, ...(body && { 'content-type': 'application/json' }) } }
    return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
      const req = request(options, (res) => {
        let text = ''
        res.on('data', (chunk: Buffer) => (text += chunk.toString()))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }))
      })
      req.on('error', reject)
      req.end(body && JSON.stringify(body))
    })
  }

  it('ends TLS and sends plain http to https', async () => {
    const health = await get('/api/health')
    expect(JSON.parse(health.body)).toEqual({ status: 'ok', database: true })
    // Once, from the server: nginx adds none of its own.
    expect(health.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains')
    const redirect = await new Promise<{ status?: number; location?: string }>((resolve, reject) =>
      plainRequest({ host: '127.0.0.1', port: httpPort, path: '/journal-finder', headers: { host: 'localhost' } }, (res) => {
        res.resume()
        resolve({ status: res.statusCode, location: res.headers.location })
      })
        .on('error', reject)
        .end(),
    )
    expect(redirect).toEqual({ status: 301, location: 'https://localhost/journal-finder' })
    expect((await get('/metrics')).status).toBe(404)
  })

  it('counts each visitor by their own address, whatever X-Forwarded-For they send', async () => {
    const attempt = (from: string, forged: string) => get('/api/login', { from, method: 'POST', headers: { 'x-forwarded-for': forged }, body: { email: 'not-an-email' } })
    for (let i = 0; i < 30; i++) expect((await attempt('127.0.0.2', `198.18.0.${i + 1}`)).status).toBe(400)
    const limited = await attempt('127.0.0.2', '198.18.1.1')
    expect(limited.status).toBe(429)
    // Another visitor, on another address, is not held back by the first one's attempts.
    expect((await attempt('127.0.0.3', '198.18.0.1')).status).toBe(400)
  })

  it('upgrades a socket.io connection to a WebSocket through nginx', async () => {
    const member = await t.signIn()
    const socket = io(`https://localhost:${httpsPort}`, { path: SOCKET_PATH, transports: ['websocket'], auth: { token: member.token }, reconnection: false, forceNew: true, ca: pems.cert, extraHeaders: { origin: `https://localhost:${httpsPort}` } })
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve)
        socket.once('connect_error', reject)
      })
      expect(socket.io.engine.transport.name).toBe('websocket')
    } finally {
      socket.close()
    }
  })
})
