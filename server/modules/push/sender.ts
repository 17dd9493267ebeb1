import { createHash } from 'node:crypto'
import { Agent, request } from 'node:https'
import { isIP } from 'node:net'
import webpush from 'web-push'
import { guardedLookup, isPrivateAddress } from './address-guard.ts'

export interface Vapid {
  publicKey: string
  privateKey: string
  subject: string
}

export interface Delivery {
  endpoint: string
  p256dh: string
  auth: string
  /** The JSON the service worker reads. */
  payload: string
  /** Messages with one topic replace each other while the push service still holds them (RFC 8030 5.4). */
  tag: string
  urgency: 'normal' | 'high'
}

/** What the push service answered: 'sent', 'gone' (the subscription is dead), 'retry' (later, after `afterMs` if it said), or 'refused'. */
export type Outcome =
  | { result: 'sent' }
  | { result: 'gone'; status?: number; reason?: string }
  | { result: 'retry'; status?: number; afterMs?: number; reason?: string }
  | { result: 'refused'; status: number }

// How long a push service holds a message for a device that is off: a chat message or an alert a day old is still news.
const TTL_SECONDS = 24 * 60 * 60
const TIMEOUT_MS = 10_000
// Push services answer 201 with an empty body; what a hostile one streams past this is not read.
const MAX_RESPONSE_BYTES = 8 * 1024

/** RFC 8030's Topic: at most 32 characters of the URL-safe base64 alphabet, so a hash of the tag. */
export const topicOf = (tag: string) => createHash('sha256').update(tag).digest('base64url').slice(0, 32)

/** Retry-After in seconds or as an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(header: string | string[] | undefined, now = Date.now()) {
  const value = Array.isArray(header) ? header[0] : header
  if (!value) return undefined
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000
  const at = Date.parse(value)
  return Number.isNaN(at) ? undefined : Math.max(0, at - now)
}

/**
 * Sends one encrypted message to one push service (RFC 8030, with web-push's RFC 8291 encryption and VAPID header).
 * The connection resolves the host through the address guard, so a name that resolves to a private address now is
 * never connected to. `ca` adds certificates to trust: the tests' loopback push service has its own.
 */
export function createSender({ vapid, allowPrivateHosts, ca }: { vapid: Vapid; allowPrivateHosts: boolean; ca?: string }) {
  const agent = new Agent({ keepAlive: true, maxSockets: 16, lookup: guardedLookup(allowPrivateHosts), ...(ca && { ca }) })

  async function send(delivery: Delivery): Promise<Outcome> {
    const url = new URL(delivery.endpoint)
    // An address literal is connected to without a lookup, so it is checked here; a name is checked by the lookup.
    const literal = url.hostname.replace(/^\[|\]$/g, '')
    if (!allowPrivateHosts && isIP(literal) && isPrivateAddress(literal)) return { result: 'gone', reason: 'private address' }
    const details = webpush.generateRequestDetails({ endpoint: delivery.endpoint, keys: { p256dh: delivery.p256dh, auth: delivery.auth } }, delivery.payload, {
      vapidDetails: vapid,
      TTL: TTL_SECONDS,
      urgency: delivery.urgency,
      topic: topicOf(delivery.tag),
      contentEncoding: 'aes128gcm',
    })
    return new Promise<Outcome>((resolve) => {
      const req = request(url, { method: 'POST', headers: details.headers as Record<string, string | number>, agent, timeout: TIMEOUT_MS }, (res) => {
        let read = 0
        res.on('data', (chunk: Buffer) => {
          read += chunk.length
          if (read > MAX_RESPONSE_BYTES) res.destroy()
        })
        const status = res.statusCode ?? 0
        const settle = () => {
          if (status >= 200 && status < 300) resolve({ result: 'sent' })
          else if (status === 404 || status === 410) resolve({ result: 'gone', status })
          else if (status === 429 || status >= 500) resolve({ result: 'retry', status, afterMs: retryAfterMs(res.headers['retry-after']) })
          else resolve({ result: 'refused', status })
        }
        res.on('end', settle)
        res.on('close', settle)
        res.on('error', settle)
      })
      req.on('timeout', () => req.destroy(new Error('push service timed out')))
      req.on('error', (err: NodeJS.ErrnoException) => {
        if (err.code === 'EPRIVATEADDRESS') resolve({ result: 'gone', reason: 'private address' })
        else resolve({ result: 'retry', reason: err.code ?? err.message })
      })
      req.end(details.body)
    })
  }

  return { send, close: () => agent.destroy() }
}

export type Sender = ReturnType<typeof createSender>
