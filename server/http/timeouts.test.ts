import { connect } from 'node:net'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestApp } from '../../tests/setup/api-app.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
let port: number
beforeAll(async () => {
  t = await createTestApp({ env: { REQUEST_TIMEOUT_MS: '300' } })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  port = (t.app.server.address() as { port: number }).port
})
afterAll(() => t.close())

it('answers a body that never finishes arriving with 408 and closes the socket', async () => {
  const socket = connect(port, '127.0.0.1')
  let received = ''
  socket.on('data', (chunk) => (received += chunk.toString()))
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()))
  // Promises 100 bytes, sends 10, then nothing: the slow-body way of holding a server's sockets.
  socket.write('POST /api/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":"')
  await closed
  expect(received).toMatch(/^HTTP\/1\.1 408 /)
})
