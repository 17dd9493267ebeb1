// The beacons' load generator, in a process of its own (beacon-load.ts starts it): browsers send views from their own
// machines, so the generator must take as little of these two cores as it can. autocannon parses and times every
// answer in JavaScript and took about as much CPU as the server; this writes each request's bytes, prepared
// beforehand, to a keep-alive socket and reads the answer's status line, one request in flight per connection.
import net from 'node:net'
import { analyticsScreens } from '../../contract/analytics.ts'
import type { BeaconRun, BeaconSent } from './beacon-load.ts'

const chrome = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

/** Beacons as browsers send them (text/plain JSON), or a crawler, each from an address of its own, cycling through the screens. */
function beaconRequests({ port, addresses, crawler }: BeaconRun) {
  return Array.from({ length: addresses }, (_, i) => {
    const body = JSON.stringify({ screen: analyticsScreens[i % analyticsScreens.length], ...(i % 5 === 0 && { referrer: 'scholar.google.com' }) })
    const head = [
      'POST /api/analytics/view HTTP/1.1',
      `host: 127.0.0.1:${port}`,
      'content-type: text/plain;charset=UTF-8',
      `user-agent: ${crawler ? googlebot : chrome}`,
      `x-forwarded-for: 10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
      `content-length: ${Buffer.byteLength(body)}`,
    ]
    return Buffer.from(`${head.join('\r\n')}\r\n\r\n${body}`)
  })
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0

/** One connection: sends a request when asked, and reports each answer (its status) with the time it took. */
function connect(port: number, answered: (status: number, ms: number) => void) {
  return new Promise<{ send(request: Buffer): void; close(): void }>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.setNoDelay(true)
    let buffered: Buffer = Buffer.alloc(0)
    let sentAt = 0
    socket.on('data', (chunk: Buffer) => {
      buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk
      for (;;) {
        const end = buffered.indexOf('\r\n\r\n')
        if (end < 0) return
        const head = buffered.subarray(0, end).toString('latin1')
        const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? 0)
        if (buffered.length < end + 4 + length) return
        buffered = buffered.subarray(end + 4 + length)
        answered(Number(head.slice(9, 12)), performance.now() - sentAt)
      }
    })
    socket.once('error', reject)
    socket.once('connect', () =>
      resolve({
        send(request) {
          sentAt = performance.now()
          socket.write(request)
        },
        close: () => socket.destroy(),
      }),
    )
  })
}

/**
 * Sends `rate` beacons a second for `seconds` over `connections` sockets: every millisecond, the beacons due by then
 * go out on the connections that are free. A server slower than the rate keeps every connection waiting, and the
 * beacons it could not take are never sent, so what it answered a second is what it can take.
 */
async function send(run: BeaconRun): Promise<BeaconSent> {
  const requests = beaconRequests(run)
  const latencies: number[] = []
  let failed = 0
  const free: { send(request: Buffer): void; close(): void }[] = []
  const connections = await Promise.all(
    Array.from({ length: run.connections }, async () => {
      const connection = await connect(run.port, (status, ms) => {
        if (status === 204) latencies.push(ms)
        else failed++
        free.push(connection)
      })
      return connection
    }),
  )
  free.push(...connections)
  let sent = 0
  const start = performance.now()
  await new Promise<void>((done) => {
    const tick = setInterval(() => {
      const elapsedS = (performance.now() - start) / 1000
      if (elapsedS >= run.seconds) {
        clearInterval(tick)
        return done()
      }
      for (let due = Math.floor(elapsedS * run.rate) - sent; due > 0 && free.length; due--) free.pop()!.send(requests[sent++ % requests.length]!)
    }, 1)
  })
  // The answers still on their way are waited for a moment; those that do not come are cut off.
  for (let waited = 0; free.length < connections.length && waited < 2000; waited += 10) await new Promise((r) => setTimeout(r, 10))
  const cut = connections.length - free.length
  for (const connection of connections) connection.close()
  latencies.sort((a, b) => a - b)
  return { seconds: run.seconds, sent, answered: latencies.length, failed, cut, perSecond: latencies.length / run.seconds, p50Ms: percentile(latencies, 50), p99Ms: percentile(latencies, 99) }
}

process.once('message', (run: BeaconRun) => {
  send(run).then(
    (result) => process.send!(result, () => process.exit(0)),
    (err: unknown) => {
      console.error(err)
      process.exit(1)
    },
  )
})
